import { useSyncExternalStore } from 'react';
import { signOutOfFirebase } from './firebase';
import {
  getUserToken,
  setPlayed,
  setUserToken,
  setWordData,
  subscribeToUserToken,
} from './storage';

function isSignedIn(): boolean {
  return getUserToken() !== null;
}

/** Signed in = a stored user token exists; follows changes made by this tab and by others. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToUserToken, isSignedIn);
}

/**
 * Starts a session with an ID token the server accepted. A cached word of the day may belong to
 * whoever used this browser before, so it goes.
 */
export function startSession(token: string): void {
  setWordData(null);
  setUserToken(token);
}

/** Ends the session; with no token the routes only offer '/', so the page lands there. */
export function endSession(): void {
  setUserToken(null);
  setWordData(null);
  setPlayed(null);
  void signOutOfFirebase();
}

/** Stores a refreshed ID token, but never signs anybody in: only while a session exists. */
export function renewSession(token: string): void {
  if (isSignedIn()) setUserToken(token);
}
