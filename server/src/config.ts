import path from 'node:path';
import { ruleDefaults } from '@words/contract/limits';
import proxyAddr from 'proxy-addr';
import { GOOGLE_SECURE_TOKEN_JWKS } from './auth/key-source';
import { DEMO_PROJECT_ID } from './demo-project.mjs';

/**
 * What every entry point reads (the server, `npm run words`, backup and restore): the database
 * and the day it takes as today.
 */
export interface DataConfig {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** The SQLite database: `dataDir`/words.sqlite. */
  sqliteFile: string;
  /** Demo and tests only: the clock runs this many days ahead. Refused in production. */
  demoClockOffsetDays: number;
}

/** Everything the server reads from its environment, validated once at start. */
export interface Config extends DataConfig {
  port: number;
  /** The address to listen on: loopback in demo mode unless opened to the network (decision 0044). */
  host: string;
  /** Demo mode listening beyond this machine, as DEMO_OPEN_TO_NETWORK allowed: warned at start. */
  demoOpenToNetwork: boolean;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    appId: string | null;
  };
  /** Where the public keys of ID tokens are published: Google's, unless a benchmark serves its own. */
  firebaseJwksUrl: string;
  /** host:port of the Firebase Auth emulator; set only in demo mode. */
  authEmulatorHost: string | null;
  /** Length of a ranking period in days; 7 gives ISO weeks. */
  periodDays: number;
  /** Weight of the period's mean vote in each answer's Bayesian average (in votes). */
  rankingPriorWeight: number;
  /** Votes an answer needs to enter its period's ranking. */
  rankingMinVotes: number;
  /** Answers a player judges in a period before their own answers of it are served first. */
  karmaMinVotes: number;
  /** Answers a judge shares with other judges before the rankings correct their votes. */
  calibrationMinVotes: number;
  /** When a judge's votes start to count: days answered and votes cast (0 and 0: at once). */
  established: { minDays: number; minVotes: number };
  credits: { creator: string | null; thanks: string | null };
  /** The page's production build, served beside the API when present. */
  webDist: string | null;
  logLevel: string;
  production: boolean;
  /** Requests allowed per minute to each signed-in player and to each client address; 0 is off. */
  rateLimits: { perPlayerPerMinute: number; perAddressPerMinute: number };
  /**
   * Whether this server is the game's one instance or one of several sharing its database: one
   * keeps what it alone writes in memory (the answers filed today, the rate limits' counts).
   */
  instances: Instances;
  /** redis://… shares the rate limits between instances through Redis. */
  redisUrl: string | null;
  /** Origins (scheme://host[:port]) whose pages may call the API from the browser; none by default. */
  corsOrigins: string[];
  /**
   * The proxies in front of the server whose X-Forwarded-For gives the client's address: a number
   * of hops, or addresses and ranges. false (the default) trusts none.
   */
  trustProxy: false | number | string[];
  /**
   * Open connections allowed at once: in all, and from one client address (a trusted proxy's are
   * not counted per address). 0 is off.
   */
  connections: { max: number; perAddress: number };
  /**
   * How many leading bits of an IPv6 address make one client for the per-address limits (decision
   * 0045): 64, a client usually holding a whole /64; 128 counts each address.
   */
  ipv6ClientPrefix: number;
  /** The Prometheus listener (GET /metrics) on its own port; null keeps it off. */
  metrics: { port: number; host: string } | null;
  /** Distinct established judges whose reports hide an answer at once. */
  reportsToHide: number;
  /** Peñas (PRODUCT.md): members a peña may have, and peñas a player may be in. */
  groups: { maxMembers: number; maxPerPlayer: number };
  /** Mente gemela: duels a player may start or join on one day. */
  duels: { maxPerDay: number };
  /** The address the privacy page gives for questions about the players' data; none by default. */
  privacyContact: string | null;
  reminders: RemindersConfig;
  /**
   * The key serving tickets are signed with (decision 0054), base64url; null: made on the first
   * start and kept in the database. A new one configured replaces the kept one.
   */
  servingKey: string | null;
}

/** The reminders' sender and its Web Push keys (decision 0048). */
export interface RemindersConfig {
  /** VAPID keys (base64url); null: generated on the first start and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Who the push services may write to about this sender: mailto: or https:. */
  vapidSubject: string;
  /** How often the sender looks for due reminders, in milliseconds. */
  periodMs: number;
  /**
   * Origins beyond the browsers' own push services that subscriptions may point to (a push
   * service of one's own, or the tests'): the server sends to no other address a page names.
   */
  pushServiceOrigins: string[];
}

export type Instances = 'one' | 'several';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads variables from `env` and collects every problem, so that all of them are named at once. */
function envReader(env: Env) {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  return { problems, text, integer, production: text('NODE_ENV') === 'production' };
}

type EnvReader = ReturnType<typeof envReader>;

/**
 * The Firebase project: the configured one, or demo mode's when only the emulator is named. Null
 * when neither is set (the commands need none).
 */
function projectIdOf({ text }: EnvReader): string | null {
  return (
    text('FIREBASE_PROJECT_ID') ?? (text('FIREBASE_AUTH_EMULATOR_HOST') ? DEMO_PROJECT_ID : null)
  );
}

/** Firebase's convention: a demo-* project cannot reach real services, so nothing real is at stake. */
const isDemoProject = (projectId: string) => projectId.startsWith('demo-');

function readData(read: EnvReader): DataConfig {
  const { problems, text, integer, production } = read;
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  }
  if (production && text('DEMO_CLOCK_OFFSET_DAYS')) {
    problems.push('DEMO_CLOCK_OFFSET_DAYS must not be set with NODE_ENV=production');
  }
  const projectId = projectIdOf(read);
  if (text('DEMO_CLOCK_OFFSET_DAYS') && projectId !== null && !isDemoProject(projectId)) {
    problems.push(
      `DEMO_CLOCK_OFFSET_DAYS is for demo projects only (FIREBASE_PROJECT_ID demo-…, got "${projectId}")`,
    );
  }
  const dataDir = path.resolve(text('DATA_DIR') ?? 'data');
  return {
    databaseUrl,
    dataDir,
    sqliteFile: path.join(dataDir, 'words.sqlite'),
    demoClockOffsetDays: integer('DEMO_CLOCK_OFFSET_DAYS', 0, -3650, 3650),
  };
}

function checked<T>({ problems }: EnvReader, config: T): T {
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The database and the day, for the commands that work on the game's data without serving it. */
export function loadDataConfig(env: Env = process.env): DataConfig {
  const read = envReader(env);
  return checked(read, readData(read));
}

/** The server's whole configuration: the data part, sign-in, limits and the rest. */
export function loadConfig(env: Env = process.env): Config {
  const read = envReader(env);
  const { problems, text, integer, production } = read;
  const data = readData(read);

  const authEmulatorHost = text('FIREBASE_AUTH_EMULATOR_HOST');
  if (authEmulatorHost && production) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set with NODE_ENV=production: the emulator accepts unsigned tokens',
    );
  }
  if (authEmulatorHost && !/^[\w.-]+:\d{1,5}$/.test(authEmulatorHost)) {
    problems.push(`FIREBASE_AUTH_EMULATOR_HOST must be host:port (got "${authEmulatorHost}")`);
  }

  const projectId = projectIdOf(read);
  if (authEmulatorHost && projectId !== null && !isDemoProject(projectId)) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST is for demo projects only (FIREBASE_PROJECT_ID demo-…, got "${projectId}"): the emulator accepts unsigned tokens`,
    );
  }
  const apiKey = text('FIREBASE_API_KEY') ?? (authEmulatorHost ? 'demo-api-key' : null);
  if (!projectId) {
    problems.push(
      'FIREBASE_PROJECT_ID is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
    );
  }
  if (!apiKey) {
    problems.push(
      'FIREBASE_API_KEY is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
    );
  }

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const redisUrl = text('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }

  // As deployed so far: SQLite serves one instance, PostgreSQL several.
  const instances = text('INSTANCES') ?? (data.databaseUrl ? 'several' : 'one');
  if (instances !== 'one' && instances !== 'several') {
    problems.push(`INSTANCES must be one or several (got "${instances}")`);
  } else if (instances === 'several' && !data.databaseUrl) {
    problems.push('INSTANCES=several needs DATABASE_URL: instances share a PostgreSQL database');
  }

  const corsOrigins = originList(
    problems,
    'CORS_ORIGINS',
    text('CORS_ORIGINS'),
    'https://words.example',
  );

  const trustProxyText = text('TRUST_PROXY');
  let trustProxy: Config['trustProxy'] = false;
  if (trustProxyText !== null && /^\d+$/.test(trustProxyText)) {
    trustProxy = integer('TRUST_PROXY', 1, 1, 10);
  } else if (trustProxyText !== null) {
    trustProxy = trustProxyText.split(',').map((entry) => entry.trim());
    if (!isProxyList(trustProxy)) {
      problems.push(
        `TRUST_PROXY must be a number of proxies or their addresses and ranges, comma-separated (got "${trustProxyText}")`,
      );
    }
  }

  const { host, demoOpenToNetwork } = listenAddress(read, authEmulatorHost !== null);

  const metricsPort = integer('METRICS_PORT', 0, 1, 65_535);
  const metricsHost = text('METRICS_HOST') ?? '127.0.0.1';
  const privacyContact = text('PRIVACY_CONTACT');
  if (privacyContact !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(privacyContact)) {
    problems.push(`PRIVACY_CONTACT must be an email address (got "${privacyContact}")`);
  }

  const reminders = readReminders(read, privacyContact);

  const servingKey = text('SERVING_KEY');
  if (servingKey !== null && !/^[A-Za-z0-9_-]{43,}$/.test(servingKey)) {
    problems.push(
      'SERVING_KEY must be at least 32 random bytes in base64url (43 characters or more)',
    );
  }

  const firebaseJwksUrl = text('FIREBASE_JWKS_URL') ?? GOOGLE_SECURE_TOKEN_JWKS;
  if (!isKeysUrl(firebaseJwksUrl)) {
    problems.push(
      `FIREBASE_JWKS_URL must be an https:// address, or http:// on this machine (got "${firebaseJwksUrl}")`,
    );
  }

  return checked<Config>(read, {
    ...data,
    port: integer('PORT', 3000, 0, 65_535),
    host,
    demoOpenToNetwork,
    firebase: {
      projectId: projectId ?? '',
      apiKey: apiKey ?? '',
      authDomain: text('FIREBASE_AUTH_DOMAIN') ?? `${projectId ?? ''}.firebaseapp.com`,
      appId: text('FIREBASE_APP_ID'),
    },
    firebaseJwksUrl,
    authEmulatorHost,
    periodDays: integer('PERIOD_DAYS', ruleDefaults.periodDays, 1, 366),
    rankingPriorWeight: integer('RANKING_PRIOR_WEIGHT', ruleDefaults.rankingPriorWeight, 0, 1000),
    rankingMinVotes: integer('RANKING_MIN_VOTES', ruleDefaults.rankingMinVotes, 1, 1000),
    karmaMinVotes: integer('KARMA_MIN_VOTES', ruleDefaults.karmaMinVotes, 0, 1000),
    calibrationMinVotes: integer(
      'CALIBRATION_MIN_VOTES',
      ruleDefaults.calibrationMinVotes,
      1,
      100_000,
    ),
    established: {
      minDays: integer('ESTABLISHED_MIN_DAYS', ruleDefaults.establishedMinDays, 0, 366),
      minVotes: integer('ESTABLISHED_MIN_VOTES', ruleDefaults.establishedMinVotes, 0, 100_000),
    },
    credits: { creator: text('CREDITS_CREATOR'), thanks: text('CREDITS_THANKS') },
    webDist: text('WEB_DIST'),
    logLevel,
    production,
    rateLimits: {
      perPlayerPerMinute: integer('RATE_LIMIT_PER_PLAYER_PER_MINUTE', 300, 0, 1_000_000),
      perAddressPerMinute: integer('RATE_LIMIT_PER_ADDRESS_PER_MINUTE', 3000, 0, 1_000_000),
    },
    instances: instances === 'several' ? 'several' : 'one',
    redisUrl,
    corsOrigins,
    trustProxy,
    connections: {
      max: integer('MAX_CONNECTIONS', 10_000, 0, 1_000_000),
      perAddress: integer('MAX_CONNECTIONS_PER_ADDRESS', 256, 0, 1_000_000),
    },
    ipv6ClientPrefix: integer('IPV6_CLIENT_PREFIX', 64, 32, 128),
    metrics: metricsPort === 0 ? null : { port: metricsPort, host: metricsHost },
    reportsToHide: integer('REPORTS_TO_HIDE', ruleDefaults.reportsToHide, 1, 1000),
    groups: {
      maxMembers: integer('GROUP_MAX_MEMBERS', ruleDefaults.groupMaxMembers, 1, 10_000),
      maxPerPlayer: integer('GROUP_MAX_PER_PLAYER', ruleDefaults.groupMaxPerPlayer, 1, 1000),
    },
    duels: { maxPerDay: integer('DUEL_MAX_PER_DAY', ruleDefaults.duelMaxPerDay, 1, 1000) },
    privacyContact,
    reminders,
    servingKey,
  });
}

/** A comma-separated list of origins (scheme://host[:port]); each other entry is a problem. */
function originList(
  problems: string[],
  name: string,
  value: string | null,
  example: string,
): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    if (!/^https?:\/\/[\w.-]+(:\d{1,5})?$/.test(origin)) {
      problems.push(`${name} must list origins such as ${example} (got "${origin}")`);
    }
  }
  return origins;
}

/** VAPID_*, REMINDER_PERIOD_SECONDS and PUSH_SERVICE_ORIGINS. */
function readReminders(read: EnvReader, privacyContact: string | null): RemindersConfig {
  const { problems, text, integer } = read;
  const publicKey = text('VAPID_PUBLIC_KEY');
  const privateKey = text('VAPID_PRIVATE_KEY');
  if ((publicKey === null) !== (privateKey === null)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  }
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (publicKey !== null && !(base64url.test(publicKey) && publicKey.length === 87)) {
    problems.push('VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)');
  }
  if (privateKey !== null && !(base64url.test(privateKey) && privateKey.length === 43)) {
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)');
  }
  const vapidSubject =
    text('VAPID_SUBJECT') ??
    (privacyContact ? `mailto:${privacyContact}` : 'mailto:recordatorios@words.invalid');
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(vapidSubject)) {
    problems.push(`VAPID_SUBJECT must be a mailto: or https: address (got "${vapidSubject}")`);
  }
  const pushServiceOrigins = originList(
    problems,
    'PUSH_SERVICE_ORIGINS',
    text('PUSH_SERVICE_ORIGINS'),
    'https://push.example',
  );
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    vapidSubject,
    periodMs: integer('REMINDER_PERIOD_SECONDS', 60, 1, 3600) * 1000,
    pushServiceOrigins,
  };
}

/** The one value of DEMO_OPEN_TO_NETWORK that opens the demo: it says what it lets happen. */
export const DEMO_OPEN_TO_NETWORK = 'yes-anyone-can-act-as-any-player';

/** This machine, as a HOST or as a URL's host name ([::1]). */
const isLoopback = (host: string) =>
  ['localhost', '::1', '[::1]'].includes(host) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Where the server listens (decision 0044). With real Firebase settings, HOST, every interface by
 * default. In demo mode the Auth emulator's unsigned tokens let whoever reaches the server act as
 * any player, so it listens on this machine only (127.0.0.1) unless DEMO_OPEN_TO_NETWORK says, in
 * its one accepted value, that the operator takes that risk; a HOST beyond loopback without it is
 * refused.
 */
function listenAddress(
  { problems, text }: EnvReader,
  demo: boolean,
): { host: string; demoOpenToNetwork: boolean } {
  const host = text('HOST');
  const open = text('DEMO_OPEN_TO_NETWORK');
  if (open !== null && open !== DEMO_OPEN_TO_NETWORK) {
    problems.push(`DEMO_OPEN_TO_NETWORK must be ${DEMO_OPEN_TO_NETWORK} (got "${open}")`);
  }
  if (open !== null && !demo) {
    problems.push(
      'DEMO_OPEN_TO_NETWORK is for demo mode (FIREBASE_AUTH_EMULATOR_HOST) only: with real Firebase settings, HOST says where the server listens',
    );
  }
  if (!demo) return { host: host ?? '0.0.0.0', demoOpenToNetwork: false };
  if (open === DEMO_OPEN_TO_NETWORK) {
    const opened = host ?? '0.0.0.0';
    return { host: opened, demoOpenToNetwork: !isLoopback(opened) };
  }
  if (host !== null && !isLoopback(host)) {
    problems.push(
      `HOST=${host} would open the demo to the network, where the Auth emulator's unsigned tokens let anyone act as any player: leave HOST unset (127.0.0.1), or set DEMO_OPEN_TO_NETWORK=${DEMO_OPEN_TO_NETWORK}`,
    );
  }
  return { host: host ?? '127.0.0.1', demoOpenToNetwork: false };
}

/** Addresses and ranges as proxy-addr, which Fastify hands them to, accepts them. */
function isProxyList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/** Signing keys come over https; plain http only from this machine (the bench, the tests). */
function isKeysUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}
