// Progress lines on stderr, so stdout carries only the report.
const started = Date.now();

/** @param {string} message */
export function log(message) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}
