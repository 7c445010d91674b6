/**
 * The only module that talks to Firebase. The SDK is loaded on demand (dynamic imports), so it
 * never weighs on the first screen, and tests replace this module as a whole.
 */
import type { PublicConfig } from '@words/contract/api/config';
import type { Auth, User } from 'firebase/auth';

export type SignInResult =
  | { status: 'signed-in'; idToken: string }
  | { status: 'cancelled' }
  | { status: 'popup-blocked' }
  | { status: 'failed' };

type AuthSdk = typeof import('firebase/auth');

interface Firebase {
  auth: Auth;
  sdk: AuthSdk;
}

/** Refresh this long before the ID token (valid one hour) expires. */
const refreshMarginMs = 5 * 60_000;
const retryAfterMs = 60_000;

let firebase: Promise<Firebase> | null = null;

async function startFirebase(config: PublicConfig): Promise<Firebase> {
  const [{ initializeApp }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const { appId, ...options } = config.firebase;
  const app = initializeApp(appId === null ? options : { ...options, appId });
  const persistence = [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence];
  if (config.authEmulatorUrl !== null) {
    // No popup resolver: it would load Google's script host, which demo mode must never contact.
    const auth = sdk.initializeAuth(app, { persistence });
    sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  }
  const auth = sdk.initializeAuth(app, {
    persistence,
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
  return { auth, sdk };
}

function loadFirebase(config: PublicConfig): Promise<Firebase> {
  if (firebase === null) {
    const loading = startFirebase(config);
    firebase = loading;
    // A failed download may succeed on the next try.
    loading.catch(() => {
      if (firebase === loading) firebase = null;
    });
  }
  return firebase;
}

/**
 * Loads the SDK ahead of the click on 'Jugar con Google': browsers only allow the popup while the
 * click is recent, so it must not wait for a download.
 */
export function preloadSignIn(config: PublicConfig): void {
  loadFirebase(config).catch((error: unknown) => console.warn('Firebase could not load', error));
}

function failure(error: unknown): SignInResult {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (
    code === 'auth/popup-closed-by-user' ||
    code === 'auth/cancelled-popup-request' ||
    code === 'auth/user-cancelled'
  ) {
    return { status: 'cancelled' };
  }
  if (code === 'auth/popup-blocked') return { status: 'popup-blocked' };
  console.warn('Google sign-in failed', error);
  return { status: 'failed' };
}

/** Production sign-in: Google's popup. */
export async function signInWithGoogle(config: PublicConfig): Promise<SignInResult> {
  try {
    const { auth, sdk } = await loadFirebase(config);
    const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
    return { status: 'signed-in', idToken: await user.getIdToken() };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Demo sign-in against the Auth emulator with a fake Google ID token, Firebase's documented way
 * to test Google sign-in. The same email always gives the same account.
 */
export async function signInWithDemoAccount(
  config: PublicConfig,
  email: string,
): Promise<SignInResult> {
  try {
    const { auth, sdk } = await loadFirebase(config);
    const address = email.trim().toLowerCase();
    const credential = sdk.GoogleAuthProvider.credential(
      JSON.stringify({ sub: `demo-${address}`, email: address, email_verified: true }),
    );
    const { user } = await sdk.signInWithCredential(auth, credential);
    return { status: 'signed-in', idToken: await user.getIdToken() };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Hands every new ID token of the signed-in Firebase user to `onToken`, and refreshes the token
 * before it expires: the SDK itself only refreshes ahead of time for its other products, not for
 * onIdTokenChanged listeners. Returns the function that stops it.
 */
export async function keepTokenFresh(
  config: PublicConfig,
  onToken: (token: string) => void,
): Promise<() => void> {
  const { auth, sdk } = await loadFirebase(config);
  let timer: number | undefined;
  let stopped = false;

  const refreshIn = (ms: number, user: User) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      // Success fires onIdTokenChanged below, which hands the token over and plans the next one.
      user.getIdToken(true).catch(() => {
        if (!stopped) refreshIn(retryAfterMs, user);
      });
    }, ms);
  };

  const unsubscribe = sdk.onIdTokenChanged(auth, (user) => {
    window.clearTimeout(timer);
    if (user === null) return;
    user.getIdTokenResult().then(
      (result) => {
        if (stopped) return;
        onToken(result.token);
        const expiresAt = Date.parse(result.expirationTime);
        refreshIn(Math.max(expiresAt - Date.now() - refreshMarginMs, 0), user);
      },
      () => {
        if (!stopped) refreshIn(retryAfterMs, user);
      },
    );
  });

  // Timers sleep with the computer; coming back to the tab refreshes a token that expired meanwhile.
  const onVisible = () => {
    if (document.visibilityState === 'visible') auth.currentUser?.getIdToken().catch(() => {});
  };
  document.addEventListener('visibilitychange', onVisible);

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Signs out of Firebase if it was ever loaded in this tab. */
export async function signOutOfFirebase(): Promise<void> {
  if (firebase === null) return;
  try {
    const { auth, sdk } = await firebase;
    await sdk.signOut(auth);
  } catch (error) {
    console.warn('Firebase sign-out failed', error);
  }
}

/**
 * 'Borrar mi cuenta': deletes the Firebase account too, where the SDK allows it (Firebase asks for
 * a recent sign-in; otherwise the account stays and signing in again starts a new player anyway).
 */
export async function deleteFirebaseUser(): Promise<void> {
  if (firebase === null) return;
  try {
    const { auth, sdk } = await firebase;
    if (auth.currentUser !== null) await sdk.deleteUser(auth.currentUser);
  } catch (error) {
    console.warn('Firebase account deletion failed', error);
  }
}
