// The app's own code, for the bench: its migrations (through openDatabase), its period and day
// arithmetic and its word pool. Bundled from server/src with the settings `npm run build` bundles the
// server with, so the bench never re-implements a rule of the game.
import { importBundled } from './import-bundled.mjs';

const entry = `
export { openDatabase } from './src/db/database';
export { periodOf, isOpen } from './src/periods/period';
export { addDays, dayOf } from '@words/contract/day';
export { wordPool } from './src/words/pool';
export { nextPoolWord } from './src/words/next-pool-word';
export { alphabeticalKey } from './src/crowd/alphabetical';
export { signTicket } from './src/serving/serving-ticket';
export { loadConfig } from './src/config';
export { systemClock } from './src/clock';
export { createServices } from './src/services';
export { createWeekCloser } from './src/closing/week-closer';
`;

/**
 * @typedef {object} AppModules
 * @property {(settings: { url: string | null, sqliteFile: string, pgSchema?: string }) =>
 *   Promise<{ db: unknown, kind: string, close(): Promise<void> }>} openDatabase
 * @property {(day: string, periodDays: number) => { start: string, end: string }} periodOf
 * @property {(periodStart: string, today: string, periodDays: number) => boolean} isOpen
 * @property {(day: string, days: number) => string} addDays
 * @property {(instant: Date) => string} dayOf
 * @property {readonly string[]} wordPool
 * @property {(pool: readonly string[], used: { day: string, word: string }[]) => string} nextPoolWord
 * @property {(answer: string) => string} alphabeticalKey
 * @property {(key: Buffer, answerId: string, judgeUid: string, servedAt: Date) => string} signTicket
 * @property {(env: Record<string, string>) => object} loadConfig
 * @property {{ now(): Date }} systemClock
 * @property {(config: object, deps: { db: unknown, clock: { now(): Date }, realClock: { now(): Date } })
 *   => { rankings: unknown }} createServices
 * @property {(deps: { db: unknown, clock: { now(): Date }, rankings: unknown,
 *   log: { info(d: object, m: string): void, error(d: object, m: string): void } })
 *   => { tick(): Promise<{ periods: number, penas: number }> }} createWeekCloser
 */

/** @returns {Promise<AppModules>} */
export async function loadAppModules() {
  return importBundled('app-modules', entry);
}
