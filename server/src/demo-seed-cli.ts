import { shiftedClock, systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { writingWithoutSyncing } from './db/writing-without-syncing';
import { openDatabase } from './db/database';
import { isSeeded, seedDemo } from './demo/seed-demo';

/**
 * `npm run demo` seeds its data folder with this, once: weeks of a crowd playing, through the
 * game's own services. Arguments: `--join UID ALIAS` (repeatable) adds a demo account to the crowd.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  if (config.production || config.databaseUrl) {
    console.error('The demo seeds only its own SQLite folder, never a production database.');
    return 1;
  }
  const also: { uid: string; alias: string }[] = [];
  for (let i = 0; i < args.length; i += 3) {
    const [flag, uid, alias] = args.slice(i, i + 3);
    if (flag !== '--join' || !uid || !alias) {
      console.error('Usage: demo-seed [--join UID ALIAS]...');
      return 1;
    }
    also.push({ uid, alias });
  }
  const database = await openDatabase({ url: null, sqliteFile: config.sqliteFile });
  try {
    if (await isSeeded(database.db)) {
      console.log(`The demo in ${config.dataDir} is seeded already.`);
      return 0;
    }
    const started = Date.now();
    const now = shiftedClock(systemClock, config.demoClockOffsetDays).now();
    // A seed that stops half-way is started again from an empty folder: no need to wait for the
    // disk after each of its thousands of writes.
    const seeded = await writingWithoutSyncing(database.db, () =>
      seedDemo(config, database.db, now, also),
    );
    console.log(
      `Seeded the demo in ${config.dataDir}: ${seeded.players} players, ${seeded.days} days, ` +
        `${seeded.answers} answers, ${seeded.votes} votes (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
