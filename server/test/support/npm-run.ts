import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runMark } from '../../../scripts/lib/test-run.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** What an operator's command prints and its exit code. */
export interface CommandRun {
  code: number;
  output: string;
}

/** How each operator's script runs its command's built file (package.json). */
const BUILT_COMMAND = /^node scripts\/built\.mjs ([\w-]+)$/;

async function runFile(file: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd: root,
      // Only PATH and HOME of the test's environment, which npm needs.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...runMark(), ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/**
 * `npm run <script> -- <args>` from the repository's root as an operator's shell would run it,
 * with `env` and nothing else of the test's environment. Returns its exit code and what it
 * printed (stdout, then stderr).
 */
export function npmRun(script: string, args: string[], env: Record<string, string>) {
  return runFile('npm', ['run', script, '--silent', '--', ...args], env);
}

/**
 * The command of `npm run <script>` (package.json: `node scripts/built.mjs <command>`, which runs
 * `server/dist/<command>.js`) as npmRun runs it, without npm: global-setup.ts built the server
 * once for the run, and npm costs about 1 s of CPU for each of the suite's few dozen calls. Each
 * script is still run through npm itself by one test.
 */
export function scriptRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = BUILT_COMMAND.exec(scripts[script] ?? '')?.[1];
  if (!command) {
    throw new Error(
      `npm run ${script} is not "node scripts/built.mjs <command>": ${scripts[script]}`,
    );
  }
  return runFile(process.execPath, [`server/dist/${command}.js`, ...args], env);
}
