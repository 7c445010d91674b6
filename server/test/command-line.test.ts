import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandError, fileArgument, printUsage, usageAsked } from '../src/command-line';

/**
 * Issue 59, point 7: `npm run moderate` with no command or an unknown one, and `npm run words`
 * with none, created ./data/words.sqlite before printing their usage, and `npm run backup --
 * --help` wrote a backup named "--help". What a command line asks is now read before any
 * database is opened; moderate-cli.test.ts and words-cli.test.ts run the commands themselves.
 */
describe("what an operator's command line asks", () => {
  afterEach(() => vi.restoreAllMocks());
  const commands = ['reports', 'ban'];

  it('asks for the usage alone with no command, an unknown one, --help or -h', () => {
    expect(usageAsked([], commands)).toBe('usage');
    expect(usageAsked(['nada'], commands)).toBe('usage');
    expect(usageAsked(['--limit', '5'], commands)).toBe('usage');
    expect(usageAsked(['--help'], commands)).toBe('help');
    expect(usageAsked(['-h'], commands)).toBe('help');
    expect(usageAsked(['ban', 'troll', '--help'], commands)).toBe('help');
    expect(usageAsked(['nada', '-h'], commands)).toBe('help');
    expect(usageAsked(['reports'], commands)).toBeNull();
    expect(usageAsked(['ban', 'troll'], commands)).toBeNull();
  });

  it('prints help on standard output (exit code 0), and a wrong command line on standard error (2)', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(printUsage('help', 'Usage: x')).toBe(0);
    expect(out).toHaveBeenCalledWith('Usage: x');
    expect(err).not.toHaveBeenCalled();
    out.mockClear();
    expect(printUsage('usage', 'Usage: x')).toBe(2);
    expect(err).toHaveBeenCalledWith('Usage: x');
    expect(out).not.toHaveBeenCalled();
  });

  it('takes --help and -h as help for backup and restore, not as a file, and refuses any other option', () => {
    expect(fileArgument('backup', ['--help'])).toBe('help');
    expect(fileArgument('backup', ['-h'])).toBe('help');
    expect(fileArgument('restore', ['copia.sqlite', '--help'])).toBe('help');
    expect(fileArgument('backup', [])).toEqual({});
    expect(fileArgument('backup', ['copia.sqlite'])).toEqual({ file: 'copia.sqlite' });
    expect(fileArgument('restore', ['/tmp/words-1.sqlite'])).toEqual({
      file: '/tmp/words-1.sqlite',
    });
    const refusals: [string[], string][] = [
      [['--force'], 'backup does not take --force'],
      [['copia.sqlite', '-v'], 'backup does not take -v'],
      [['a.sqlite', 'b.sqlite'], 'backup takes one file, not 2'],
    ];
    for (const [args, message] of refusals) {
      expect(() => fileArgument('backup', args)).toThrow(new CommandError(message, 2));
      try {
        fileArgument('backup', args);
      } catch (error) {
        expect((error as CommandError).exitCode).toBe(2);
      }
    }
  });
});
