import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { KeySource } from './auth/key-source';
import { shiftedClock, systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { watchDatabase } from './db/database-watch';
import { createWriteFailures, databaseAnswers } from './db/health';
import { rememberClientAddresses } from './http/client-address';
import { clientKeyOf } from './http/client-key';
import { boundConnections } from './http/connection-bounds';
import { closeAfterEarlyAnswers, destroyingAfter } from './http/early-answers';
import { hostHeaderOptions, refuseRequestsWithoutHost } from './http/host-header';
import { timeoutOptions } from './http/timeouts';
import { closeUnusedConnections } from './http/unused-connections';
import { answerClientErrors } from './http/client-errors';
import { registerCors } from './http/cors';
import { registerNoStore } from './http/no-store';
import { answerUnroutableUrl, registerErrorHandler } from './http/error-handler';
import { loggerOptions, registerAccessLog, type LoggerSettings } from './http/logging';
import { registerRateLimits } from './http/rate-limits';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerWebPage } from './http/web-page';
import { createAccess } from './policies/access';
import { accountRoutes } from './routes/account';
import { duelInviteRoutes, duelRoutes } from './routes/duels';
import { groupInviteRoutes, groupRoutes } from './routes/groups';
import { playRoutes } from './routes/play';
import { publicRoutes } from './routes/public';
import { rankingRoutes } from './routes/rankings';
import { calendarRoutes, reminderRoutes } from './routes/reminders';
import { reportRoutes } from './routes/report';
import { userRoutes } from './routes/user';
import { voteRoutes } from './routes/vote';
import { registerCallCounting } from './metrics/count-calls';
import type { Metrics } from './metrics/metrics';
import { createServices } from './services';
import { createPushSender } from './reminders/push-service';
import { createReminderSender, type ReminderSender } from './reminders/sender';
import { createWeekCloser, WEEK_CLOSER_PERIOD_MS, type WeekCloser } from './closing/week-closer';
import { turnPush } from './duels/turn-push';
import { vapidKeysOf } from './reminders/vapid-keys';
import { servingKeysOf } from './serving/serving-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders' sender of this instance: its timer runs until the app closes. */
    reminderSender: ReminderSender;
    /** The week closer of this instance: it looks when the app is ready, then every minute. */
    weekCloser: WeekCloser;
  }
}

export interface AppDeps {
  db: Db;
  clock?: Clock;
  /** Where the public keys of ID tokens come from; Google's by default. */
  keySource?: KeySource;
  /** Where the app counts its calls and events for GET /metrics; none when not given. */
  metrics?: Metrics;
  /** Pino logger settings; false silences it (tests). Secrets are redacted either way. */
  logger?: boolean | LoggerSettings;
  /** The logger the server already writes to (made with loggerOptions), used instead of `logger`. */
  log?: FastifyBaseLogger;
}

/** 16 KiB: far above any real request of the game, small enough to refuse junk early. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // Tokens are stamped with real time; only the game's days and periods follow the demo offset.
  const realClock = deps.clock ?? systemClock;
  const clock = shiftedClock(realClock, config.demoClockOffsetDays);
  // Made or read at the start, as the VAPID keys below: the first vote/random writes nothing.
  const servingKeys = await servingKeysOf(deps.db, config.servingKey, realClock.now());
  const services = createServices(config, {
    db: deps.db,
    clock,
    realClock,
    servingKeys,
    keySource: deps.keySource,
    onPeriodRanked: deps.metrics?.periodRanked,
    // The sender below pushes it, if the player turned reminders on; the call does not wait.
    onDuelTurn: (to, fromAlias, id, nudge) =>
      void reminderSender.notify(to, turnPush(fromAlias, id, nudge)),
  });
  const access = createAccess(services.verifyIdToken, services.players);
  const headers = securityHeaders(config);

  const app = Fastify({
    ...(deps.log
      ? { loggerInstance: deps.log }
      : {
          logger:
            deps.logger === false
              ? false
              : loggerOptions(
                  typeof deps.logger === 'object' ? deps.logger : { level: config.logLevel },
                ),
        }),
    // One access line per request instead of Fastify's two (registerAccessLog).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    ...timeoutOptions,
    http: { ...timeoutOptions.http, ...hostHeaderOptions },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // While closing, calls already on an open connection are still served (with Connection:
    // close) instead of Fastify's own 503, which is not in the API's error shape.
    return503OnClosing: false,
    frameworkErrors: answerUnroutableUrl,
    clientErrorHandler: destroyingAfter(answerClientErrors(headers)),
    ajv: {
      // Wrong types are refused, not converted, and unknown fields are refused, not dropped.
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // One client, for the per-address limits: an IPv4 address, or an IPv6 /64 by default.
  const clientKey = clientKeyOf(config.ipv6ClientPrefix);
  boundConnections(app.server, config.connections, config.trustProxy, clientKey);
  closeAfterEarlyAnswers(app);
  closeUnusedConnections(app.server);
  // Only JSON bodies are understood: a text/plain body is refused with 415 like any other type.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('uid', '');
  app.decorateRequest('player', null);
  app.decorateRequest('refusal', null);
  rememberClientAddresses(app);
  if (deps.metrics) {
    registerCallCounting(app, deps.metrics);
    deps.metrics.readHeldAnswers(() => services.reporting.heldForReview());
  }
  const writeFailures = createWriteFailures(() => realClock.now().getTime());
  const database = watchDatabase(
    () => databaseAnswers(deps.db, writeFailures),
    app.log.child({ component: 'database' }),
  );
  app.addHook('onClose', async () => database.stop());
  registerErrorHandler(app, (error) => {
    writeFailures.note(error);
    database.failed(error);
  });
  registerAccessLog(app);
  registerSecurityHeaders(app, headers);
  refuseRequestsWithoutHost(app);
  registerNoStore(app);
  await registerCors(app, config.corsOrigins);
  await registerRateLimits(app, config, deps.db, clientKey, deps.metrics);
  // Every instance signs with the same VAPID keys: configured, or kept in the database.
  const vapid = await vapidKeysOf(deps.db, config.reminders.vapidKeys, realClock.now());
  await app.register(publicRoutes, {
    config,
    vapidPublicKey: vapid.publicKey,
    databaseAnswers: database.check,
  });
  const {
    players,
    profile,
    playerFigures,
    answers,
    crowd,
    playerRegion,
    regionalCrowd,
    judging,
    judgeFigures,
    rankings,
    regionalWeek,
    reporting,
    account,
    reminders,
    groups,
    duels,
  } = services;
  await app.register(userRoutes, {
    prefix: '/api/user',
    access,
    players,
    profile,
    judgeFigures,
    playerFigures,
    playerRegion,
  });
  await app.register(playRoutes, {
    prefix: '/api/play',
    access,
    answers,
    crowd,
    regionalCrowd,
    reporting,
  });
  await app.register(voteRoutes, { prefix: '/api/vote', access, judging });
  await app.register(reportRoutes, { prefix: '/api/vote', access, reporting });
  await app.register(accountRoutes, { prefix: '/api/user', access, account });
  await app.register(rankingRoutes, {
    prefix: '/api/rankings',
    access,
    rankings,
    regionalWeek,
  });
  await app.register(groupInviteRoutes, { prefix: '/api/groups', groups });
  await app.register(groupRoutes, { prefix: '/api/groups', access, groups, judging });
  await app.register(duelInviteRoutes, { prefix: '/api/duels', duels });
  await app.register(duelRoutes, { prefix: '/api/duels', access, duels });
  await app.register(reminderRoutes, { prefix: '/api/user/reminders', access, reminders });
  await app.register(calendarRoutes, { reminders });
  const reminderSender = createReminderSender({
    db: deps.db,
    clock,
    playedOn: answers.playedOn,
    streakOf: async (uid) => (await playerFigures.of(uid)).currentStreak,
    send: createPushSender(vapid, config.reminders.vapidSubject),
    log: app.log.child({ component: 'reminders' }),
    count: deps.metrics?.reminder,
  });
  app.decorate('reminderSender', reminderSender);
  app.addHook('onReady', async () => reminderSender.start(config.reminders.periodMs));
  app.addHook('onClose', () => reminderSender.stop());
  const weekCloser = createWeekCloser({
    db: deps.db,
    clock,
    rankings,
    log: app.log.child({ component: 'closing' }),
  });
  app.decorate('weekCloser', weekCloser);
  app.addHook('onReady', async () => weekCloser.start(WEEK_CLOSER_PERIOD_MS));
  app.addHook('onClose', () => weekCloser.stop());
  await registerWebPage(app, config.webDist);
  return app;
}

/** Behind `hops` proxies: the client is the address that many hops back in X-Forwarded-For. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
