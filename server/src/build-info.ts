import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Baked into the bundle by scripts/bundle.mjs (esbuild's define); absent when the source runs as
// it is (the tests), which then reads them at start.
declare const WORDS_VERSION: string | undefined;
declare const WORDS_COMMIT: string | undefined;

export interface BuildInfo {
  /** The version of package.json. */
  version: string;
  /** The git commit it was built from, abbreviated; 'unknown' outside a git checkout. */
  commit: string;
}

const here = import.meta.dirname;

function readAtStart(): BuildInfo {
  let version = 'unknown';
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(here, '../../package.json'), 'utf8')) as {
      version?: string;
    };
    version = pkg.version ?? 'unknown';
  } catch {
    // Not where the source tree puts it: the version stays unknown.
  }
  return { version, commit: commitOf(here) };
}

/** The abbreviated commit of the git checkout holding `folder`; 'unknown' when it is none. */
function commitOf(folder: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

let info: BuildInfo | undefined;

/** Which build this process runs: what the first log line and `words_build_info` say. */
export function buildInfo(): BuildInfo {
  info ??=
    typeof WORDS_VERSION === 'string' && typeof WORDS_COMMIT === 'string'
      ? { version: WORDS_VERSION, commit: WORDS_COMMIT }
      : readAtStart();
  return info;
}
