// Where the server's CPU time went: a .cpuprofile (node --cpu-prof) summed by function and by
// package, self time only. Also a command: node bench/lib/profile-summary.mjs <file.cpuprofile>.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} ProfileNode
 * @property {number} id
 * @property {{ functionName: string, url: string, lineNumber: number }} callFrame
 */

/**
 * @param {string} file
 * @param {number} [top]
 * @param {number} [skipSeconds]  leaves out the first seconds (start-up, warm-up)
 */
export function summariseProfile(file, top = 15, skipSeconds = 0) {
  /** @type {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} */
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const functions = new Map();
  /** @type {Map<string, number>} */
  const packages = new Map();
  let total = 0;
  let elapsed = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    elapsed += us;
    if (elapsed < skipSeconds * 1e6) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    total += us;
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + us);
    const pkg = packageOf(frame.url, frame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  });
  const share = (/** @type {Map<string, number>} */ map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, percent: Math.round((1000 * us) / total) / 10 }));
  return { seconds: total / 1e6, functions: share(functions), packages: share(packages) };
}

/** @param {string} url @param {string} functionName */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/server/dist/')) return 'WORDS server';
  return path.basename(url);
}

if (process.argv[1] === import.meta.filename) {
  const [file, skip] = process.argv.slice(2);
  if (!file) {
    throw new Error('usage: node bench/lib/profile-summary.mjs <file.cpuprofile> [skip seconds]');
  }
  process.stdout.write(
    `${JSON.stringify(summariseProfile(file, 25, Number(skip ?? 0)), null, 2)}\n`,
  );
}
