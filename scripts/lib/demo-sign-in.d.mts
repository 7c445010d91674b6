export function demoSignIn(
  emulatorHost: string,
  email: string,
): Promise<{ uid: string; idToken: string }>;
