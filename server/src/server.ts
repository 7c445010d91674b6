import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { buildInfo } from './build-info';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { loggerOptions } from './http/logging';
import { loadLexicon } from './words/dictionary';
import { createMetrics } from './metrics/metrics';
import { startMetricsListener, type MetricsListener } from './metrics/metrics-listener';

/** The addresses that listen on every network the machine is on. */
const EVERY_ADDRESS = ['0.0.0.0', '::'];

/** Starts WORDS: configuration, database, then the app on its port, until a signal stops it. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The bundle lives in server/dist; the page's build in web/dist.
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist ??= path.resolve(here, '../../web/dist');

  // A line before each long step and one with its time after it, so a start that takes tens of
  // seconds on a large database is never silent. The first line says which build this is.
  const log = pino(loggerOptions({ level: config.logLevel }));
  const build = buildInfo();
  log.info(build, `WORDS ${build.version} (commit ${build.commit}) starting`);
  const since = (start: number) => Math.round(performance.now() - start);

  let start = performance.now();
  log.info({ phase: 'migrating' }, 'migrating the database');
  const database = await openDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const migrated = since(start);
  log.info({ phase: 'migrating', ms: migrated }, `database migrated in ${migrated} ms`);

  start = performance.now();
  const metrics = config.metrics ? createMetrics({ pool: database.pool }) : undefined;
  const app = await buildApp(config, { db: database.db, metrics, log });
  if (database.newerMigrations.length > 0) {
    // A rolling upgrade or a rollback: the newer release's migrations are additive (0057).
    log.info(
      { migrations: database.newerMigrations },
      'The database holds migrations of a newer release: this one serves on it as they left it',
    );
  }
  let metricsListener: MetricsListener | undefined;

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    // Listening stops at once; the calls in flight are answered, then the database is closed.
    await Promise.all([app.close(), metricsListener?.close()]);
    await database.close();
    clearTimeout(forced);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const listening = since(start);
  if (metrics && config.metrics) {
    metricsListener = await startMetricsListener(metrics, config.metrics);
    app.log.info(`Metrics at http://${config.metrics.host}:${metricsListener.port}/metrics`);
  }
  if (config.demoOpenToNetwork) {
    app.log.warn(
      `Demo mode open to the network on ${config.host} (DEMO_OPEN_TO_NETWORK): the Auth emulator's unsigned tokens let anyone who reaches this server act as any player`,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { phase: 'listening', ms: listening },
    `WORDS is running at http://localhost:${port} on ${database.kind}` +
      (config.authEmulatorHost ? ` with the sign-in emulator at ${config.authEmulatorHost}` : '') +
      `, listening on ${config.host}:${port}` +
      (EVERY_ADDRESS.includes(config.host)
        ? ' (every address of this machine: HOST narrows it)'
        : ''),
  );

  // Built in the background once the server listens, so that it never holds the start; the
  // calls that need it wait for it.
  const dictionaryStart = performance.now();
  log.info({ phase: 'dictionary' }, 'building the dictionary');
  loadLexicon().then(
    () => {
      const ms = since(dictionaryStart);
      log.info({ phase: 'dictionary', ms }, `dictionary built in ${ms} ms`);
    },
    (error: unknown) => log.error({ err: error }, 'dictionary not built: tried again on use'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
