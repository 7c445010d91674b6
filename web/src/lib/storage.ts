/**
 * Everything the page keeps in localStorage, under the keys SPEC.md names.
 * Reads and writes never throw: a browser that refuses storage just behaves as signed out.
 */

const keys = {
  userToken: 'userToken',
  played: 'played',
  wordData: 'wordData',
  /** Beyond SPEC.md: /play asked '¿De dónde es tu español?' on this device (it asks once). */
  regionAsked: 'regionAsked',
} as const;

/** Fired on window when this tab changes the token (other tabs get a `storage` event). */
const tokenChangeEvent = 'words:user-token';

/**
 * Today's word as cached by /play; `date` is the UTC day (YYYY-MM-DD) it was fetched for.
 * `answer` (beyond SPEC.md's three fields) is what the player filed, null while unknown.
 */
export interface WordData {
  word: string;
  played: boolean;
  date: string;
  answer: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage is full or disabled: the page keeps working without its cache.
  }
}

export function getUserToken(): string | null {
  return read(keys.userToken);
}

export function setUserToken(token: string | null): void {
  if (read(keys.userToken) === token) return;
  write(keys.userToken, token);
  window.dispatchEvent(new Event(tokenChangeEvent));
}

/** Calls `onChange` whenever the token may have changed, in this tab or in another one. */
export function subscribeToUserToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === keys.userToken) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(tokenChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(tokenChangeEvent, onChange);
  };
}

/** Nothing reads `played`; it is written because SPEC.md §3 names it ('false' after registration). */
export function setPlayed(played: boolean | null): void {
  write(keys.played, played === null ? null : String(played));
}

/** Whether /play has asked '¿De dónde es tu español?' on this device; the answer is not here. */
export function regionAsked(): boolean {
  return read(keys.regionAsked) !== null;
}

export function setRegionAsked(): void {
  write(keys.regionAsked, 'true');
}

export function getWordData(): WordData | null {
  const raw = read(keys.wordData);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'word' in value &&
      'played' in value &&
      'date' in value &&
      typeof value.word === 'string' &&
      typeof value.played === 'boolean' &&
      typeof value.date === 'string'
    ) {
      // A cache written before answers were cached has none.
      const answer = 'answer' in value && typeof value.answer === 'string' ? value.answer : null;
      return { word: value.word, played: value.played, date: value.date, answer };
    }
  } catch {
    // A damaged cache is as good as no cache.
  }
  return null;
}

export function setWordData(data: WordData | null): void {
  write(keys.wordData, data === null ? null : JSON.stringify(data));
}

/** What the page the player lands on says once a session ended on purpose (this tab only). */
export type Farewell = 'accountDeleted';

const farewellKey = 'farewell';

export function setFarewell(farewell: Farewell): void {
  try {
    window.sessionStorage.setItem(farewellKey, farewell);
  } catch {
    // Storage disabled: the landing just shows without the word.
  }
}

/** The farewell left for this tab, if any, and forgets it: it is said once. */
export function takeFarewell(): Farewell | null {
  try {
    const farewell = window.sessionStorage.getItem(farewellKey);
    window.sessionStorage.removeItem(farewellKey);
    return farewell === 'accountDeleted' ? farewell : null;
  } catch {
    return null;
  }
}
