import { readFile } from 'node:fs/promises';
import { shiftedClock, systemClock } from './clock';
import { ConfigError, loadDataConfig } from './config';
import { openDatabase } from './db/database';
import { loadDictionary } from './words/dictionary';
import { wordPool } from './words/pool';
import { createSchedule, ScheduleError, type ScheduledDay } from './words/schedule';

const USAGE = `Usage: npm run words -- <command>

  list                  every day whose word is fixed, scheduled or already played
  schedule DATE WORD    set the word of a day that has not started yet (DATE is YYYY-MM-DD, UTC)
  import FILE           schedule every "YYYY-MM-DD word" line of FILE, all or nothing
  upcoming N            the words of the next N days, today included, as the server will pick them

It works on the database the server uses: DATABASE_URL, or SQLite in DATA_DIR (./data).`;

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const config = loadDataConfig();
  const database = await openDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const schedule = createSchedule({
    db: database.db,
    clock: shiftedClock(systemClock, config.demoClockOffsetDays),
    pool: wordPool,
    dictionary: loadDictionary,
  });
  const print = (days: ScheduledDay[]) => {
    for (const { day, word, source } of days) console.log(`${day}  ${word}  (${source})`);
  };
  try {
    if (command === 'list' && rest.length === 0) {
      print(await schedule.fixedDays());
      return 0;
    }
    if (command === 'schedule' && rest.length === 2) {
      const [day = '', word = ''] = rest;
      console.log(`${day} will be "${await schedule.schedule({ day, word })}"`);
      return 0;
    }
    if (command === 'import' && rest.length === 1) {
      const entries = await schedule.importLines(await readFile(rest[0] ?? '', 'utf8'));
      console.log(`Scheduled ${entries.length} days`);
      return 0;
    }
    const count = Number(rest[0]);
    if (command === 'upcoming' && rest.length === 1 && Number.isInteger(count) && count > 0) {
      print(await schedule.upcoming(Math.min(count, 3650)));
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ScheduleError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
    } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`Error: cannot read ${(error as NodeJS.ErrnoException).path ?? 'the file'}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
