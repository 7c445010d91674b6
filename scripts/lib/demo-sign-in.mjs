/**
 * Signs `email` in at the Auth emulator on `emulatorHost` (host:port) as the page's demo account
 * chooser does, with the same fake Google ID token: the account is made on the first call and
 * found on the next ones. Returns the emulator's uid for it and an ID token.
 */
export async function demoSignIn(emulatorHost, email) {
  const googleToken = JSON.stringify({ sub: `demo-${email}`, email, email_verified: true });
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
      signal: AbortSignal.timeout(5_000),
    },
  );
  const body = await response.json();
  if (!response.ok || typeof body.localId !== 'string' || typeof body.idToken !== 'string') {
    throw new Error(`The Auth emulator did not sign ${email} in (${response.status})`);
  }
  return { uid: body.localId, idToken: body.idToken };
}
