import { shiftedClock, systemClock } from './clock';
import { ConfigError, loadDataConfig } from './config';
import { openDatabase } from './db/database';
import { createPrivacyRequests } from './account/privacy-requests';
import { createGroupModeration } from './groups/group-moderation';
import { createModeration, heldWeekWarning, ModerationError } from './moderation/moderation';
import {
  CommandError,
  countOf,
  printUsage,
  refuseOtherOptions,
  runCommand,
  takeOption,
  usageAsked,
} from './command-line';

const USAGE = `Usage: npm run moderate -- <command> [--by NAME]

  reports                    the answers waiting for review: those held or hidden by reports
                             first, then the most reported, then the newest; with how many reports
                             come from judges whose reports hold (established, fewer than 3 rejected);
                             after a warning for each week ranked, or to be, with held answers
                             nobody reviewed (held answers are judged and ranked like any other)
  hide ANSWER --by NAME      hide an answer (its id): never served, never ranked
  restore ANSWER --by NAME   show a hidden answer again (or release a held one) and reject its
                             reports (counted against the judges who made them)
  rename PLAYER ALIAS --by NAME
                             give a player (their uid) another alias
  ban PLAYER --by NAME       refuse the player's calls, hide their answers, stop counting their votes
  unban PLAYER --by NAME     undo a ban
  log [--limit N]            the latest N actions (50): when, who, what
  groups [--limit N]         the newest N peñas (50): id, name, members, the peña's own votes
                             and how many members judged, when made
  group-rename GROUP NAME --by NAME
                             give a peña (its id) another name (the players' name checks)
  group-delete GROUP --by NAME
                             delete a peña and every membership of it
  export-player PLAYER       print everything stored about a player (their uid or alias) as the
                             JSON of their own download ("Descargar mis datos")
  delete-player PLAYER       delete a player (their uid or alias) as their own "Borrar mi cuenta"
                             does, at once and without asking

reports, log, groups and export-player only read. delete-player is the player's own request: it
takes no --by and leaves no trace of them in the log. Every other change is logged with the --by
name and takes effect on every server instance within seconds. It works on the database the server
uses: DATABASE_URL, or SQLite in DATA_DIR (./data).`;

/** The commands that never ask who acts: those that only read, and the player's own deletion. */
const WITHOUT_BY = new Set(['reports', 'log', 'groups', 'export-player', 'delete-player']);

/** Every command; any other command line gets the usage, before the database is opened. */
const COMMANDS = [
  ...WITHOUT_BY,
  'hide',
  'restore',
  'rename',
  'ban',
  'unban',
  'group-rename',
  'group-delete',
];

async function run(args: string[]): Promise<number> {
  const { value: by, rest: line } = takeOption(args, '--by');
  // Nothing to do, or a bad option, is told before the database is opened (opening SQLite
  // creates its file).
  const asked = usageAsked(line, COMMANDS);
  if (asked !== null) return printUsage(asked, USAGE);
  const [command, ...rest] = line;
  const { value: limit, rest: withoutLimit } =
    command === 'log' || command === 'groups' ? takeOption(rest, '--limit') : { value: null, rest };
  refuseOtherOptions(command ?? '', withoutLimit);
  const count = limit === null ? undefined : countOf('--limit', limit);
  const config = loadDataConfig();
  const database = await openDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const clock = shiftedClock(systemClock, config.demoClockOffsetDays);
  const moderation = createModeration({ db: database.db, clock, periodDays: config.periodDays });
  const groups = createGroupModeration({ db: database.db, clock });
  const privacy = createPrivacyRequests({ db: database.db, clock });
  const nobody = (named: string) => new CommandError(`no player with the uid or alias ${named}`);
  try {
    if (command === 'reports' && rest.length === 0) {
      // Held answers are judged and ranked like any other: a week ranked with them is said first.
      for (const week of await moderation.heldWeeks()) console.log(heldWeekWarning(week));
      for (const r of await moderation.reports()) {
        const reasons = `offensive ${r.offensive}, not a word ${r.not_a_word}, other ${r.other}`;
        console.log(
          `${r.id}  ${r.reports} reports (${reasons}), ${r.hiding} that hold` +
            `  last ${r.last_reported_at}` +
            `\n  "${r.answer}" for ${r.word} on ${r.day} by ${r.author_alias} (${r.author_uid})` +
            (r.hidden === 'reports' ? '  [hidden by reports: review it]' : '') +
            (r.held && r.hidden === null ? '  [held by reports: hide or restore it]' : '') +
            (r.hidden && r.hidden !== 'reports' ? `  [hidden: ${r.hidden}]` : ''),
        );
      }
      return 0;
    }
    if (command === 'log' && withoutLimit.length === 0) {
      for (const a of await moderation.log(count)) {
        console.log(`${a.acted_at}  ${a.operator}  ${a.action} ${a.target}  ${a.detail}`);
      }
      return 0;
    }
    if (command === 'groups' && withoutLimit.length === 0) {
      for (const g of await groups.list(count)) {
        const judging = `${g.pena_votes} peña votes by ${g.judges} judges`;
        console.log(`${g.id}  "${g.name}"  ${g.members} members  ${judging}  made ${g.created_at}`);
      }
      return 0;
    }
    const [named = ''] = rest;
    if (command === 'export-player' && rest.length === 1) {
      const exported = await privacy.export(named);
      if (!exported) throw nobody(named);
      console.log(JSON.stringify(exported.data, null, 2));
      return 0;
    }
    if (command === 'delete-player' && rest.length === 1) {
      const deleted = await privacy.delete(named);
      if (!deleted) throw nobody(named);
      console.log(
        `Deleted player ${deleted.uid} ("${deleted.alias}") as their own deletion does: their ` +
          "account, answers, votes, reports, reminders and peñas' memberships",
      );
      return 0;
    }
    if (by === null && command !== undefined && !WITHOUT_BY.has(command) && rest.length > 0) {
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
    if (command === 'group-rename' && rest.length === 2) {
      const { before, after } = await groups.rename(target, alias, operator);
      console.log(`Renamed peña ${target}: "${before}" → "${after}"`);
      return 0;
    }
    if (command === 'group-delete' && rest.length === 1) {
      const { name } = await groups.delete(target, operator);
      console.log(`Deleted peña ${target}: "${name}"`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await database.close();
  }
}

runCommand(() => run(process.argv.slice(2)), [ModerationError, ConfigError]);
