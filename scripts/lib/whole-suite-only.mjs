// What `npm test` leaves to the whole suite (`npm run test:all` and CI, RELIABILITY_SLOW=1), so that
// it ends within 4 minutes on a 2-core machine: the server's files that start built servers, Auth
// emulators or the operators' commands as processes (seconds of CPU apiece), and every journey in
// Chromium but the game's core one (a word played, judged and scored). Paths are relative to their
// project; docs/TESTING.md says what each part proves.

/** Whether this run is the whole suite. */
export const wholeSuite = process.env.RELIABILITY_SLOW === '1';

/** The server's files of the whole suite only. */
const SERVER = [
  'test/auth-emulator-stop.test.ts',
  'test/words-cli.test.ts',
  'test/moderate-cli.test.ts',
  'test/demo/demo-seed-cli.test.ts',
  'test/reliability/crash.test.ts',
  'test/reliability/restore-checks.test.ts',
  'test/reliability/backup-restore.test.ts',
  'test/release.test.ts',
];

/** The journeys `npm test` runs too. */
const QUICK_JOURNEYS = ['journeys/play-rate-profile.test.ts'];

/** The server's files this run leaves out. */
export const serverLeftOut = () => (wholeSuite ? [] : SERVER);

/** The journeys this run includes. */
export const journeysIncluded = () => (wholeSuite ? ['journeys/**/*.test.ts'] : QUICK_JOURNEYS);

/** What `npm test` says it leaves out. */
export const leftOutNotice = () =>
  `*** Left to the whole suite (npm run test:all): the journeys but ${QUICK_JOURNEYS.join(', ')}; ` +
  `and ${SERVER.map((file) => `server/${file}`).join(', ')} ***`;
