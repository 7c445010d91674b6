// `npm run words|moderate|backup|restore -- …`: the operators' command as server/dist holds it.
// It never rebuilds the servers' build under them; it builds only when the command's file is
// missing (a fresh clone). After changing the code, `npm run build` first.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const [command = '', ...args] = process.argv.slice(2);
const file = path.join(root, 'server/dist', `${command}.js`);
if (!existsSync(file)) {
  // Its output goes to standard error: standard output is the command's (export-player's JSON).
  execFileSync('npm', ['run', 'build', '-w', 'server', '--silent'], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
}
// The command reads its arguments from process.argv, as `node server/dist/<command>.js …`.
process.argv = [process.argv[0] ?? 'node', file, ...args];
await import(pathToFileURL(file).href);
