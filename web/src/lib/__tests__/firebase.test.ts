/**
 * The real '@/lib/firebase' against a stand-in Firebase SDK: which SDK calls each mode makes.
 * (Every other test replaces '@/lib/firebase' itself.)
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { demoConfig, productionConfig } from '@/testing/data';

const sdk = vi.hoisted(() => {
  const user = {
    getIdToken: vi.fn(async (_force?: boolean) => 'id-token'),
    getIdTokenResult: vi.fn(async () => ({ token: 'id-token', expirationTime: '' })),
  };
  const auth = { name: 'auth', currentUser: user as typeof user | null };
  return {
    user,
    auth,
    initializeApp: vi.fn((options: object) => ({ options })),
    initializeAuth: vi.fn((_app: unknown, _deps: object) => auth),
    connectAuthEmulator: vi.fn(),
    signInWithPopup: vi.fn(async () => ({ user })),
    signInWithCredential: vi.fn(async () => ({ user })),
    credential: vi.fn((idToken: string) => ({ idToken })),
    onIdTokenChanged: vi.fn(
      (_auth: unknown, _listener: (u: typeof user | null) => void) => () => {},
    ),
    signOut: vi.fn(async () => {}),
  };
});

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'localStorage',
  browserPopupRedirectResolver: 'popupResolver',
  GoogleAuthProvider: class {
    static credential = sdk.credential;
  },
  signInWithPopup: sdk.signInWithPopup,
  signInWithCredential: sdk.signInWithCredential,
  onIdTokenChanged: sdk.onIdTokenChanged,
  signOut: sdk.signOut,
}));

type FirebaseModule = typeof import('@/lib/firebase');

/** A fresh copy of the real module: it keeps one Firebase instance per page load. */
async function loadModule(): Promise<FirebaseModule> {
  vi.resetModules();
  return vi.importActual<FirebaseModule>('@/lib/firebase');
}

beforeEach(() => {
  sdk.auth.currentUser = sdk.user;
});

describe('demo mode', () => {
  test('signs in with a fake Google token against the emulator, never with the popup', async () => {
    const firebase = await loadModule();

    const result = await firebase.signInWithDemoAccount(demoConfig, ' Ana@Example.com ');

    expect(result).toEqual({ status: 'signed-in', idToken: 'id-token' });
    expect(sdk.initializeApp).toHaveBeenCalledWith({
      apiKey: 'demo-key',
      authDomain: 'demo-words.firebaseapp.com',
      projectId: 'demo-words',
    });
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: ['indexedDB', 'localStorage'],
    });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(JSON.parse(sdk.credential.mock.calls[0]![0])).toEqual({
      sub: 'demo-ana@example.com',
      email: 'ana@example.com',
      email_verified: true,
    });
    expect(sdk.signInWithCredential).toHaveBeenCalledWith(sdk.auth, {
      idToken: expect.any(String),
    });
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
  });
});

describe('production mode', () => {
  test('uses Google’s popup, with the popup resolver, and no emulator', async () => {
    const firebase = await loadModule();

    const result = await firebase.signInWithGoogle(productionConfig);

    expect(result).toEqual({ status: 'signed-in', idToken: 'id-token' });
    expect(sdk.initializeApp).toHaveBeenCalledWith(productionConfig.firebase);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: ['indexedDB', 'localStorage'],
      popupRedirectResolver: 'popupResolver',
    });
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(sdk.signInWithPopup).toHaveBeenCalledWith(sdk.auth, expect.anything());
  });

  test('Firebase starts once however many times it is used', async () => {
    const firebase = await loadModule();

    await firebase.signInWithGoogle(productionConfig);
    await firebase.signInWithGoogle(productionConfig);
    await firebase.signOutOfFirebase();

    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
    expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth);
  });

  test('a closed popup is a cancellation; a blocked one is told apart', async () => {
    const firebase = await loadModule();

    sdk.signInWithPopup.mockRejectedValueOnce({ code: 'auth/popup-closed-by-user' });
    expect(await firebase.signInWithGoogle(productionConfig)).toEqual({ status: 'cancelled' });

    sdk.signInWithPopup.mockRejectedValueOnce({ code: 'auth/popup-blocked' });
    expect(await firebase.signInWithGoogle(productionConfig)).toEqual({ status: 'popup-blocked' });

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sdk.signInWithPopup.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    expect(await firebase.signInWithGoogle(productionConfig)).toEqual({ status: 'failed' });
  });

  test('signing out before Firebase ever loaded does nothing', async () => {
    const firebase = await loadModule();

    await firebase.signOutOfFirebase();

    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.signOut).not.toHaveBeenCalled();
  });
});

describe('keepTokenFresh', () => {
  test('hands over each new token and refreshes 5 minutes before expiry', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    const firebase = await loadModule();
    sdk.user.getIdTokenResult.mockResolvedValue({
      token: 'token-1',
      expirationTime: new Date('2026-03-10T13:00:00Z').toUTCString(),
    });
    const tokens: string[] = [];

    const stop = await firebase.keepTokenFresh(demoConfig, (token) => tokens.push(token));
    const listener = sdk.onIdTokenChanged.mock.calls[0]![1];
    listener(sdk.user);
    await vi.advanceTimersByTimeAsync(0);
    expect(tokens).toEqual(['token-1']);

    await vi.advanceTimersByTimeAsync(54 * 60_000);
    expect(sdk.user.getIdToken).not.toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sdk.user.getIdToken).toHaveBeenCalledWith(true);

    stop();
  });

  test('a signed-out Firebase user hands over nothing', async () => {
    const firebase = await loadModule();
    const tokens: string[] = [];

    await firebase.keepTokenFresh(demoConfig, (token) => tokens.push(token));
    sdk.onIdTokenChanged.mock.calls[0]![1](null);
    await Promise.resolve();

    expect(tokens).toEqual([]);
  });
});
