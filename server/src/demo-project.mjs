// The Firebase project of demo mode: the Auth emulator runs it (scripts/lib/auth-emulator.mjs) and
// the server takes it when only FIREBASE_AUTH_EMULATOR_HOST is set (config.ts). Plain JavaScript,
// so that the scripts, which Node runs as they are, can import it as well.
export const DEMO_PROJECT_ID = 'demo-words';
