import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/**
 * `npm run <script> -- <args>` from the repository's root as an operator's shell would run it,
 * with `env` and nothing else of the test's environment (only PATH and HOME, which npm needs).
 * Returns its exit code and what it printed (stdout, then stderr).
 */
export async function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', script, '--silent', '--', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
