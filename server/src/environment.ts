import { ruleDefaults as game } from '@words/contract/limits';
import { Type, type Static } from 'typebox';
import { isKeysUrl, isTrustProxy } from './addresses';
import { GOOGLE_SECURE_TOKEN_JWKS } from './auth/key-source';
import { checked, matching, origins, text, whole } from './variables';

/**
 * Every environment variable the server reads, with its default and doc line (docs/OPERATIONS.md
 * says more): the one list, which config.ts turns into the Config and documented-variables.test.ts
 * holds the docs to. Problems are named in its order. A refused secret (a key, a URL that may hold
 * a password) is not repeated in its problem.
 */

/** The one value of DEMO_OPEN_TO_NETWORK that opens the demo: it says what it lets happen. */
export const DEMO_OPEN_TO_NETWORK = 'yes-anyone-can-act-as-any-player';

/** What every entry point reads (the server, `npm run words`, backup and restore). */
export const DataEnvironment = Type.Object({
  NODE_ENV: text('production on a real deployment: refuses the demo settings'),
  DATABASE_URL: checked(
    'postgres://… selects PostgreSQL; unset, SQLite in DATA_DIR',
    matching(/^postgres(ql)?:\/\//),
    () => 'must start with postgres:// (leave it unset for SQLite)',
  ),
  DATA_DIR: Type.String({ description: 'Where words.sqlite lives', default: 'data' }),
  DEMO_CLOCK_OFFSET_DAYS: whole('Demo only: days the clock runs ahead', -3650, 3650, 0),
  PERIOD_DAYS: whole('Days of a ranking period', 1, 366, game.periodDays),
  RESTORE_COPIES_KEPT: whole('Copies of replaced databases npm run restore keeps', 1, 10_000, 10),
});

export const Environment = Type.Object({
  ...DataEnvironment.properties,
  FIREBASE_PROJECT_ID: text('The Firebase project; demo-words in demo mode'),
  FIREBASE_API_KEY: text("The Firebase project's web API key"),
  FIREBASE_AUTH_DOMAIN: text('The sign-in domain; <project>.firebaseapp.com unless set'),
  FIREBASE_APP_ID: text("The Firebase web app's id"),
  FIREBASE_AUTH_EMULATOR_HOST: checked(
    'host:port of the Auth emulator, whose unsigned tokens make demo mode',
    matching(/^[\w.-]+:\d{1,5}$/),
    (host) => `must be host:port (got "${host}")`,
  ),
  FIREBASE_JWKS_URL: Type.Refine(
    Type.String({ description: 'The public keys of ID tokens', default: GOOGLE_SECURE_TOKEN_JWKS }),
    isKeysUrl,
    (url) => `must be an https:// address, or http:// on this machine (got "${url}")`,
  ),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    description: 'pino level',
    default: 'info',
  }),
  PORT: whole('HTTP port', 0, 65_535, 3000),
  HOST: text('The address to listen on: 0.0.0.0, 127.0.0.1 in demo mode (decision 0044)'),
  DEMO_OPEN_TO_NETWORK: Type.Optional(
    Type.Literal(DEMO_OPEN_TO_NETWORK, { description: 'Demo mode: listen beyond this machine' }),
  ),
  INSTANCES: Type.Optional(
    Type.Enum(['one', 'several'], { description: 'One instance, or several: as the database' }),
  ),
  REDIS_URL: checked(
    'redis://… shares the rate limits between instances through Redis',
    matching(/^rediss?:\/\//),
    () => 'must start with redis:// or rediss://',
  ),
  CORS_ORIGINS: origins('Origins whose pages may call the API', 'https://words.example'),
  TRUST_PROXY: checked(
    'The proxies in front: how many, or their addresses and ranges',
    isTrustProxy,
    (value) =>
      /^\d+$/.test(value)
        ? `must be a whole number from 1 to 10 (got "${value}")`
        : `must be a number of proxies or their addresses and ranges, comma-separated (got "${value}")`,
  ),
  MAX_CONNECTIONS: whole('Connections open at once; 0 is off', 0, 1_000_000, 10_000),
  MAX_CONNECTIONS_PER_ADDRESS: whole('Connections from one client', 0, 1_000_000, 256),
  IPV6_CLIENT_PREFIX: whole('Leading bits of an IPv6 client (decision 0045)', 32, 128, 64),
  RATE_LIMIT_PER_PLAYER_PER_MINUTE: whole('Calls of a player a minute', 0, 1_000_000, 300),
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: whole('Calls of a client a minute', 0, 1_000_000, 3000),
  METRICS_PORT: Type.Optional(
    Type.Integer({ description: 'Port of GET /metrics; unset, none', minimum: 1, maximum: 65_535 }),
  ),
  METRICS_HOST: Type.String({ description: 'Where the metrics listen', default: '127.0.0.1' }),
  RANKING_PRIOR_WEIGHT: whole('Votes the mean vote counts for', 0, 1000, game.rankingPriorWeight),
  RANKING_MIN_VOTES: whole('Votes to enter the ranking', 1, 1000, game.rankingMinVotes),
  KARMA_MIN_VOTES: whole('Answers judged before yours go first', 0, 1000, game.karmaMinVotes),
  CALIBRATION_MIN_VOTES: whole('Answers shared to calibrate', 1, 100_000, game.calibrationMinVotes),
  ESTABLISHED_MIN_DAYS: whole('Days before votes count', 0, 366, game.establishedMinDays),
  ESTABLISHED_MIN_VOTES: whole('Votes before votes count', 0, 100_000, game.establishedMinVotes),
  REPORTS_TO_HIDE: whole('Reports that hide an answer', 1, 1000, game.reportsToHide),
  GROUP_MAX_MEMBERS: whole('Members of a peña', 1, 10_000, game.groupMaxMembers),
  GROUP_MAX_PER_PLAYER: whole('Peñas a player is in', 1, 1000, game.groupMaxPerPlayer),
  DUEL_MAX_PER_DAY: whole('Duels a player has a day', 1, 1000, game.duelMaxPerDay),
  CREDITS_CREATOR: text('The creator the rules page and footer credit'),
  CREDITS_THANKS: text('The thanks the rules page and footer give'),
  WEB_DIST: text("The page's production build, served beside the API"),
  PRIVACY_CONTACT: checked(
    "The address the privacy page gives for questions about the players' data",
    matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    (address) => `must be an email address (got "${address}")`,
  ),
  VAPID_PUBLIC_KEY: checked(
    'The Web Push public key; unset, with the private one, made once and kept',
    matching(/^[A-Za-z0-9_-]{87}$/),
    () => 'must be a P-256 public key in base64url (87 characters)',
  ),
  VAPID_PRIVATE_KEY: checked(
    'The Web Push private key',
    matching(/^[A-Za-z0-9_-]{43}$/),
    () => 'must be a P-256 private key in base64url (43 characters)',
  ),
  VAPID_SUBJECT: checked(
    'Who the push services may write to: mailto:PRIVACY_CONTACT unless set',
    matching(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/),
    (subject) => `must be a mailto: or https: address (got "${subject}")`,
  ),
  PUSH_SERVICE_ORIGINS: origins("Push services beyond the browsers' own", 'https://push.example'),
  REMINDER_PERIOD_SECONDS: whole('How often to look for due reminders', 1, 3600, 60),
  SERVING_KEY: checked(
    'The key serving tickets are signed with (decision 0054); unset, made once and kept',
    matching(/^[A-Za-z0-9_-]{43,}$/),
    () => 'must be at least 32 random bytes in base64url (43 characters or more)',
  ),
});

export type Environment = Static<typeof Environment>;

/** The variables an environment sets, as set (trimmed). */
export type Given = Partial<Record<keyof Environment, string>>;
