import path from 'node:path';
import type { Static } from 'typebox';
import { proxiesOf } from './addresses';
import { clockRules, signInAndHost } from './demo-mode';
import { DataEnvironment, Environment } from './environment';
import { given, inOrderOf, read, type Env } from './variables';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function checked<T>(problems: string[], config: T): T {
  if (problems.length > 0) throw new ConfigError(inOrderOf(Environment, problems));
  return config;
}

function dataOf(values: Static<typeof DataEnvironment>) {
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
    databaseUrl: values.DATABASE_URL ?? null,
    dataDir,
    sqliteFile: path.join(dataDir, 'words.sqlite'),
    demoClockOffsetDays: values.DEMO_CLOCK_OFFSET_DAYS,
    /** Days of a ranking period: the day a week is ranked on. */
    periodDays: values.PERIOD_DAYS,
    /** The newest copies of replaced databases `npm run restore` keeps; older ones it removes. */
    restoreCopiesKept: values.RESTORE_COPIES_KEPT,
  };
}

/** The database and the day, for the commands that work on the game's data without serving it. */
export function loadDataConfig(env: Env = process.env) {
  const set = given(Environment, env);
  const { problems, values } = read(DataEnvironment, set);
  clockRules(set, problems);
  return checked(problems, dataOf(values));
}

/** The server's whole configuration: the data part, sign-in, limits and the rest. */
export function loadConfig(env: Env = process.env) {
  const set = given(Environment, env);
  const { problems, values: v } = read(Environment, set);
  clockRules(set, problems);
  const { projectId, apiKey, host, demoOpenToNetwork } = signInAndHost(set, v, problems);

  // As deployed so far: SQLite serves one instance, PostgreSQL several.
  const instances: 'one' | 'several' = v.INSTANCES ?? (set.DATABASE_URL ? 'several' : 'one');
  if (instances === 'several' && !set.DATABASE_URL) {
    problems.push('INSTANCES=several needs DATABASE_URL: instances share a PostgreSQL database');
  }
  if ((set.VAPID_PUBLIC_KEY === undefined) !== (set.VAPID_PRIVATE_KEY === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  }
  const privacyContact = v.PRIVACY_CONTACT ?? null;

  return checked(problems, {
    ...dataOf(v),
    port: v.PORT,
    host,
    demoOpenToNetwork,
    firebase: {
      projectId,
      apiKey,
      authDomain: v.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      appId: v.FIREBASE_APP_ID ?? null,
    },
    firebaseJwksUrl: v.FIREBASE_JWKS_URL,
    authEmulatorHost: v.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    rankingPriorWeight: v.RANKING_PRIOR_WEIGHT,
    rankingMinVotes: v.RANKING_MIN_VOTES,
    karmaMinVotes: v.KARMA_MIN_VOTES,
    calibrationMinVotes: v.CALIBRATION_MIN_VOTES,
    established: { minDays: v.ESTABLISHED_MIN_DAYS, minVotes: v.ESTABLISHED_MIN_VOTES },
    credits: { creator: v.CREDITS_CREATOR ?? null, thanks: v.CREDITS_THANKS ?? null },
    webDist: v.WEB_DIST ?? null,
    logLevel: v.LOG_LEVEL,
    production: set.NODE_ENV === 'production',
    rateLimits: {
      perPlayerPerMinute: v.RATE_LIMIT_PER_PLAYER_PER_MINUTE,
      perAddressPerMinute: v.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    },
    /** One instance keeps what it alone writes in memory (today's answers, rate limits' counts). */
    instances,
    redisUrl: v.REDIS_URL ?? null,
    corsOrigins: v.CORS_ORIGINS,
    trustProxy: proxiesOf(v.TRUST_PROXY),
    /** 0 is off. A trusted proxy's connections are not counted per address. */
    connections: { max: v.MAX_CONNECTIONS, perAddress: v.MAX_CONNECTIONS_PER_ADDRESS },
    ipv6ClientPrefix: v.IPV6_CLIENT_PREFIX,
    metrics: v.METRICS_PORT === undefined ? null : { port: v.METRICS_PORT, host: v.METRICS_HOST },
    reportsToHide: v.REPORTS_TO_HIDE,
    groups: { maxMembers: v.GROUP_MAX_MEMBERS, maxPerPlayer: v.GROUP_MAX_PER_PLAYER },
    duels: { maxPerDay: v.DUEL_MAX_PER_DAY },
    privacyContact,
    /** The reminders' sender (decision 0048); null keys are made on the first start and kept. */
    reminders: {
      vapidKeys:
        v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY
          ? { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY }
          : null,
      vapidSubject:
        v.VAPID_SUBJECT ??
        (privacyContact ? `mailto:${privacyContact}` : 'mailto:recordatorios@words.invalid'),
      periodMs: v.REMINDER_PERIOD_SECONDS * 1000,
      pushServiceOrigins: v.PUSH_SERVICE_ORIGINS,
    },
    /** Null: made on the first start and kept in the database (decision 0054). */
    servingKey: v.SERVING_KEY ?? null,
  });
}

/** Everything the server reads from its environment, validated once at start. */
export type Config = ReturnType<typeof loadConfig>;
