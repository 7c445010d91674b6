import { pathToFileURL } from 'node:url';

const preload = pathToFileURL(`${import.meta.dirname}/shifted-clock-preload.mjs`);

/** The environment that runs a Node process's clock `shiftMs` ahead of the machine's. */
export function shiftedClockEnv(shiftMs: number): Record<string, string> {
  return { NODE_OPTIONS: `--import=${preload.href}?shift=${shiftMs}` };
}
