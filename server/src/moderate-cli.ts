import { shiftedClock, systemClock } from './clock';
import { ConfigError, loadDataConfig } from './config';
import { openDatabase } from './db/database';
import { createModeration, ModerationError } from './moderation/moderation';

const USAGE = `Usage: npm run moderate -- <command> [--by NAME]

  reports                    the answers waiting for review: those hidden by reports first, then
                             the most reported, then the newest; with how many reports come from
                             judges whose reports hide (established, fewer than 3 rejected)
  hide ANSWER --by NAME      hide an answer (its id): never served, never ranked
  restore ANSWER --by NAME   show a hidden answer again and reject its reports (counted
                             against the judges who made them)
  rename PLAYER ALIAS --by NAME
                             give a player (their uid) another alias
  ban PLAYER --by NAME       refuse the player's calls, hide their answers, stop counting their votes
  unban PLAYER --by NAME     undo a ban
  log                        the latest actions: when, who, what

Every change is logged with the --by name and takes effect on every server instance within
seconds. It works on the database the server uses: DATABASE_URL, or SQLite in DATA_DIR (./data).`;

/** The arguments without `--by NAME`, and that name. */
function splitBy(args: string[]): { rest: string[]; by: string | null } {
  const at = args.indexOf('--by');
  if (at === -1) return { rest: args, by: null };
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], by: args[at + 1] ?? '' };
}

async function run(args: string[]): Promise<number> {
  const {
    rest: [command, ...rest],
    by,
  } = splitBy(args);
  const config = loadDataConfig();
  const database = await openDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const moderation = createModeration({
    db: database.db,
    clock: shiftedClock(systemClock, config.demoClockOffsetDays),
  });
  try {
    if (command === 'reports' && rest.length === 0) {
      for (const r of await moderation.reports()) {
        const reasons = `offensive ${r.offensive}, not a word ${r.not_a_word}, other ${r.other}`;
        console.log(
          `${r.id}  ${r.reports} reports (${reasons}), ${r.hiding} that hide` +
            `  last ${r.last_reported_at}` +
            `\n  "${r.answer}" for ${r.word} on ${r.day} by ${r.author_alias} (${r.author_uid})` +
            (r.hidden === 'reports' ? '  [hidden by reports: review it]' : '') +
            (r.hidden && r.hidden !== 'reports' ? `  [hidden: ${r.hidden}]` : ''),
        );
      }
      return 0;
    }
    if (command === 'log' && rest.length === 0) {
      for (const a of await moderation.log()) {
        console.log(`${a.acted_at}  ${a.operator}  ${a.action} ${a.target}  ${a.detail}`);
      }
      return 0;
    }
    if (by === null && command !== undefined && rest.length > 0) {
      console.error('Say who acts: --by NAME');
      return 2;
    }
    const operator = by ?? '';
    const [target = '', alias = ''] = rest;
    if ((command === 'hide' || command === 'restore') && rest.length === 1) {
      await moderation[command](target, operator);
      console.log(`${command === 'hide' ? 'Hidden' : 'Restored'}: ${target}`);
      return 0;
    }
    if ((command === 'ban' || command === 'unban') && rest.length === 1) {
      await moderation[command](target, operator);
      console.log(`${command === 'ban' ? 'Banned' : 'Unbanned'}: ${target}`);
      return 0;
    }
    if (command === 'rename' && rest.length === 2) {
      const { before, after } = await moderation.rename(target, alias, operator);
      console.log(`Renamed ${target}: "${before}" → "${after}"`);
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
    if (error instanceof ModerationError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
