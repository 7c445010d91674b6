/**
 * Stands in for '@/lib/firebase' in every test (see setup.ts): the Firebase SDK is the one
 * boundary the tests do not cross. Each function is a vi.fn with a harmless default.
 */
import { vi } from 'vitest';
import type * as firebase from '@/lib/firebase';

export const preloadSignIn = vi.fn<typeof firebase.preloadSignIn>();

export const signInWithGoogle = vi.fn<typeof firebase.signInWithGoogle>(async () => ({
  status: 'signed-in',
  idToken: 'google-id-token',
}));

export const signInWithDemoAccount = vi.fn<typeof firebase.signInWithDemoAccount>(
  async (_config, email) => ({ status: 'signed-in', idToken: `demo-id-token:${email}` }),
);

export const keepTokenFresh = vi.fn<typeof firebase.keepTokenFresh>(async () => () => {});

export const signOutOfFirebase = vi.fn<typeof firebase.signOutOfFirebase>(async () => {});

export const deleteFirebaseUser = vi.fn<typeof firebase.deleteFirebaseUser>(async () => {});
