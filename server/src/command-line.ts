// What the operators' commands share: reading options, and telling the operator
// what was wrong as one line, "Error: …", never a stack trace (which is kept for a bug).
import { readFile } from 'node:fs/promises';

/** What the operator asked that cannot be done, told as it is; exit code 1, or 2 for a bad command line. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** The options that ask a command for its usage and nothing else. */
const HELP = new Set(['--help', '-h']);

/**
 * What a command line asks before any database is opened: 'help' for --help or -h anywhere (the
 * usage on standard output, exit code 0), 'usage' for no command or one `commands` does not hold
 * (the usage on standard error, exit code 2), null for a command to run. The first argument is the
 * command.
 */
export function usageAsked(
  args: readonly string[],
  commands: Iterable<string>,
): 'help' | 'usage' | null {
  if (args.some((arg) => HELP.has(arg))) return 'help';
  const [command] = args;
  if (command === undefined || !new Set(commands).has(command)) return 'usage';
  return null;
}

/** Prints `usage` as usageAsked says and gives the exit code: 0 for help, 2 otherwise. */
export function printUsage(asked: 'help' | 'usage', usage: string): number {
  if (asked === 'help') {
    console.log(usage);
    return 0;
  }
  console.error(usage);
  return 2;
}

/**
 * The one argument of `npm run backup` and `npm run restore`, a file: 'help' for --help or -h, the
 * file otherwise (undefined without one). Anything else that starts with '-' is an option neither
 * takes, refused rather than taken for a file's name ("--help" once was), and so is a second file.
 */
export function fileArgument(command: string, args: readonly string[]): 'help' | { file?: string } {
  if (args.some((arg) => HELP.has(arg))) return 'help';
  const option = args.find((arg) => arg.startsWith('-'));
  if (option !== undefined) throw new CommandError(`${command} does not take ${option}`, 2);
  if (args.length > 1) throw new CommandError(`${command} takes one file, not ${args.length}`, 2);
  return args[0] === undefined ? {} : { file: args[0] };
}

/** The value of `--name VALUE` in `args` ('' when nothing follows it), and the arguments without both. */
export function takeOption(
  args: readonly string[],
  name: string,
): { value: string | null; rest: string[] } {
  const at = args.indexOf(name);
  if (at === -1) return { value: null, rest: [...args] };
  return { value: args[at + 1] ?? '', rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/** Refuses the first option of `args` that `command` does not take, naming it. */
export function refuseOtherOptions(
  command: string,
  args: readonly string[],
  takes: readonly string[] = [],
): void {
  const other = args.find((arg) => arg.startsWith('--') && !takes.includes(arg));
  if (other !== undefined) throw new CommandError(`${command} does not take ${other}`, 2);
}

/** `value` as a whole number from 1, or a refusal naming `what` takes it. */
export function countOf(what: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new CommandError(`${what} takes a whole number of 1 or more, not "${value}"`, 2);
  }
  return Number(value);
}

const UNREADABLE: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** The text of `file`; a file that cannot be read is told as what is wrong with it. */
export async function readTextFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new CommandError(`cannot read ${file}: ${UNREADABLE[code] ?? (error as Error).message}`);
  }
}

/**
 * Runs a command and exits with its code. The operator's errors (`told`: CommandError and the
 * command's own refusals) are printed as "Error: <message>"; anything else, a bug, in full.
 */
export function runCommand(
  main: () => Promise<number>,
  told: readonly (abstract new (...args: never[]) => Error)[],
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof CommandError) {
        console.error(`Error: ${error.message}`);
        process.exit(error.exitCode);
      }
      if (told.some((kind) => error instanceof kind)) {
        console.error(`Error: ${(error as Error).message}`);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}
