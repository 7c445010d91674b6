import { shiftedClock, systemClock } from './clock';
import {
  countOf,
  printUsage,
  readTextFile,
  refuseOtherOptions,
  runCommand,
  usageAsked,
} from './command-line';
import { ConfigError, loadDataConfig } from './config';
import { openDatabase } from './db/database';
import { loadLexicon } from './words/dictionary';
import { createLiveDictionary } from './words/live-dictionary';
import { wordPool } from './words/pool';
import { createSchedule, ScheduleError, type ScheduledDay } from './words/schedule';
import { createWordLists, WordListError, type WordLists } from './words/word-lists';

const USAGE = `Usage: npm run words -- <command>

  list                  every day whose word is fixed, scheduled or already played
  schedule DATE WORD    set the word of a day that has not started yet (DATE is YYYY-MM-DD, UTC)
  import FILE [--replace]
                        schedule every "YYYY-MM-DD word" line of FILE, all or nothing; a day
                        already scheduled with another word is refused, listed, unless --replace
  upcoming N            the words of the next N days, today included, as the server will pick them

  allow WORD [--like MODEL]
                        accept WORD as an answer, with the plurals, feminines or verb forms of
                        MODEL, a word of the dictionary ("allow chamo --like gato")
  unallow WORD          take WORD out of the allow-list
  block WORD            refuse WORD as an answer, like a word that is not in the dictionary
  unblock WORD          take WORD out of the block-list
  refused [--days N]    the words players tried that the dictionary refused, most tried first,
                        over the last N days (7), today included

A change to the lists reaches every server within a minute, without a restart.

It works on the database the server uses: DATABASE_URL, or SQLite in DATA_DIR (./data).`;

/** The options each command takes; any other is named and refused. */
const OPTIONS: Record<string, string[]> = {
  allow: ['--like'],
  refused: ['--days'],
  import: ['--replace'],
};

/** Every command; any other command line gets the usage, before the database is opened. */
const COMMANDS = [
  'list',
  'schedule',
  'import',
  'upcoming',
  'allow',
  'unallow',
  'block',
  'unblock',
  'refused',
];

async function run(args: string[]): Promise<number> {
  // Nothing to do is told before the database is opened (opening SQLite creates its file).
  const asked = usageAsked(args, COMMANDS);
  if (asked !== null) return printUsage(asked, USAGE);
  const [command, ...rest] = args;
  refuseOtherOptions(command ?? '', rest, OPTIONS[command ?? '']);
  const config = loadDataConfig();
  const database = await openDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const clock = shiftedClock(systemClock, config.demoClockOffsetDays);
  const live = createLiveDictionary({ db: database.db, clock, lexicon: loadLexicon });
  const schedule = createSchedule({
    db: database.db,
    clock,
    pool: wordPool,
    dictionary: () => live.current(),
  });
  const lists = createWordLists({ db: database.db, clock, lexicon: loadLexicon });
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
    const replace = rest.includes('--replace');
    const files = rest.filter((arg) => arg !== '--replace');
    if (command === 'import' && files.length === 1) {
      const entries = await schedule.importLines(await readTextFile(files[0] ?? ''), { replace });
      console.log(`Scheduled ${entries.length} days`);
      return 0;
    }
    if (command === 'upcoming' && rest.length === 1) {
      print(await schedule.upcoming(Math.min(countOf('upcoming', rest[0] ?? ''), 3650)));
      return 0;
    }
    const listed = await runWordLists(lists, command, rest);
    if (listed !== null) return listed;
    console.error(USAGE);
    return 2;
  } finally {
    await database.close();
  }
}

/** The allow-list, block-list and refused commands; null for any other command line. */
async function runWordLists(
  lists: WordLists,
  command: string | undefined,
  rest: string[],
): Promise<number | null> {
  const [word = '', flag, value, ...extra] = rest;
  if (command === 'allow' && (rest.length === 1 || (rest.length === 3 && flag === '--like'))) {
    const forms = await lists.allow(word, value);
    console.log(`Allowed "${forms[0] ?? word}": ${forms.join(', ')}`);
    return 0;
  }
  if (rest.length === 1 && command !== undefined && ONE_WORD_COMMANDS.has(command)) {
    await lists[command as 'block' | 'unallow' | 'unblock'](word);
    console.log(`${command} "${word}": done`);
    return 0;
  }
  if (command === 'refused' && extra.length === 0) {
    if (rest.length !== 0 && (rest.length !== 2 || rest[0] !== '--days')) return null;
    const days = rest.length === 0 ? 7 : countOf('--days', rest[1] ?? '');
    const refused = await lists.refused(Math.min(days, 3650));
    if (refused.length === 0) console.log(`No refused words in the last ${days} days`);
    for (const { word: tried, tries, days: on } of refused) {
      console.log(
        `${tried}  ${tries} ${tries === 1 ? 'try' : 'tries'} on ${on} ${on === 1 ? 'day' : 'days'}`,
      );
    }
    return 0;
  }
  return null;
}

const ONE_WORD_COMMANDS = new Set(['block', 'unallow', 'unblock']);

runCommand(() => run(process.argv.slice(2)), [ScheduleError, WordListError, ConfigError]);
