import path from 'node:path';

const preload = path.join(import.meta.dirname, 'shifted-clock-preload.mjs');

/** The environment that runs a process's clock `shiftMs` ahead of the machine's (shifted-clock-preload.mjs). */
export function shiftedClockEnv(shiftMs: number): Record<string, string> {
  return { NODE_OPTIONS: `--import=${preload}`, TEST_CLOCK_SHIFT_MS: String(shiftMs) };
}
