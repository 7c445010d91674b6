// `npm run audit:deps`: npm's advisories for what WORDS ships (dependencies, not
// devDependencies); exits 1 on any high or critical one. npm asks the registry's advisory
// endpoint. Where that endpoint does not answer (this workplace's registry mirror refuses its POST
// with 405), nothing can be concluded: the script says so plainly and exits 0, or 1 with
// AUDIT_REQUIRED=1.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });

/** @type {any} */
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}

const counts = report?.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `npm audit --omit=dev: ${counts.total ?? 0} advisories ` +
      `(critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0})`,
  );
  if (serious > 0) {
    spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
    process.exit(1);
  }
  process.exit(0);
}

const reason = report?.message ?? (run.stderr.trim() || `npm exited with ${run.status}`);
console.log(`npm audit --omit=dev: NOT CHECKED, the advisory endpoint did not answer: ${reason}`);
process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
