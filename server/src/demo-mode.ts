import { isLoopback } from './addresses';
import { DEMO_PROJECT_ID } from './demo-project.mjs';
import { DEMO_OPEN_TO_NETWORK, type Environment, type Given } from './environment';

/**
 * Demo mode: FIREBASE_AUTH_EMULATOR_HOST names the Auth emulator, whose unsigned tokens let
 * whoever reaches the server act as any player. The rules that keep it, and the shifted clock, away
 * from real projects and production, and what it changes: the project, the key, where to listen.
 */

/** Firebase's convention: a demo-* project cannot reach real services, so nothing real is at stake. */
const isDemoProject = (projectId: string) => projectId.startsWith('demo-');

/** The configured project, or demo mode's; null when neither (the commands need none). */
const projectIdOf = (set: Given) =>
  set.FIREBASE_PROJECT_ID ?? (set.FIREBASE_AUTH_EMULATOR_HOST ? DEMO_PROJECT_ID : null);

/** DEMO_CLOCK_OFFSET_DAYS, which the server and the commands alike read. */
export function clockRules(set: Given, problems: string[]): void {
  const projectId = projectIdOf(set);
  if (set.DEMO_CLOCK_OFFSET_DAYS && set.NODE_ENV === 'production') {
    problems.push('DEMO_CLOCK_OFFSET_DAYS must not be set with NODE_ENV=production');
  }
  if (set.DEMO_CLOCK_OFFSET_DAYS && projectId !== null && !isDemoProject(projectId)) {
    problems.push(
      `DEMO_CLOCK_OFFSET_DAYS is for demo projects only (FIREBASE_PROJECT_ID demo-…, got "${projectId}")`,
    );
  }
}

/** The sign-in settings and the listening address, as demo mode or real Firebase settings make them. */
export function signInAndHost(set: Given, values: Environment, problems: string[]) {
  const rule = (broken: boolean, problem: string) => broken && problems.push(problem);
  const demo = set.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
  const projectId = projectIdOf(set);
  const apiKey = values.FIREBASE_API_KEY ?? (demo ? 'demo-api-key' : null);
  const unsigned = 'the emulator accepts unsigned tokens';
  rule(
    demo && set.NODE_ENV === 'production',
    `FIREBASE_AUTH_EMULATOR_HOST must not be set with NODE_ENV=production: ${unsigned}`,
  );
  rule(
    demo && projectId !== null && !isDemoProject(projectId),
    `FIREBASE_AUTH_EMULATOR_HOST is for demo projects only (FIREBASE_PROJECT_ID demo-…, got "${projectId}"): ${unsigned}`,
  );
  const orDemo = '(or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)';
  rule(!projectId, `FIREBASE_PROJECT_ID is required ${orDemo}`);
  rule(!apiKey, `FIREBASE_API_KEY is required ${orDemo}`);

  // Decision 0044: the demo listens on this machine only unless DEMO_OPEN_TO_NETWORK takes the risk.
  const open = values.DEMO_OPEN_TO_NETWORK !== undefined;
  const host = values.HOST ?? (demo && !open ? '127.0.0.1' : '0.0.0.0');
  rule(
    set.DEMO_OPEN_TO_NETWORK !== undefined && !demo,
    'DEMO_OPEN_TO_NETWORK is for demo mode (FIREBASE_AUTH_EMULATOR_HOST) only: with real Firebase settings, HOST says where the server listens',
  );
  rule(
    demo && !open && !isLoopback(host),
    `HOST=${host} would open the demo to the network, where the Auth emulator's unsigned tokens let anyone act as any player: leave HOST unset (127.0.0.1), or set DEMO_OPEN_TO_NETWORK=${DEMO_OPEN_TO_NETWORK}`,
  );
  return {
    projectId: projectId ?? '',
    apiKey: apiKey ?? '',
    host,
    /** Demo mode listening beyond this machine, as DEMO_OPEN_TO_NETWORK allowed: warned at start. */
    demoOpenToNetwork: demo && open && !isLoopback(host),
  };
}
