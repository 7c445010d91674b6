import type { WordOfTheDayResponse } from '@words/contract/api/play';
import { useCallback, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';
import { getWordData, setWordData } from '@/lib/storage';

/** GET /api/play/word-of-the-day */
export function getWordOfTheDay() {
  return apiRequest<WordOfTheDayResponse>('/api/play/word-of-the-day');
}

/** The word of `day` from the server, cached for that day as soon as it arrives. */
async function fetchWordOfTheDay(day: string) {
  const result = await getWordOfTheDay();
  if (result.ok) setWordData({ word: result.data.word, played: result.data.played, date: day });
  return result;
}

/** `message` is the server's, when there is one for this state (none from the cache). */
interface Today {
  word: string;
  played: boolean;
  message: string | null;
}

export type WordOfTheDay =
  { status: 'loading' } | { status: 'failed'; message: string } | ({ status: 'ready' } & Today);

function cachedFor(day: string): Today | null {
  const cached = getWordData();
  if (cached === null || cached.date !== day) return null;
  return { word: cached.word, played: cached.played, message: null };
}

/**
 * Today's word: from the wordData cache when it was stored today (UTC), otherwise from the server,
 * then cached. A new `day` (midnight UTC passed) fetches the new word.
 */
export function useWordOfTheDay(day: string) {
  // What this day's view knows without asking: the cache as first found, then the played state.
  const [known, setKnown] = useState(() => ({ day, today: cachedFor(day) }));
  if (known.day !== day) setKnown({ day, today: cachedFor(day) });
  const served = useServerData(
    'wordOfTheDay',
    known.today === null ? day : null,
    fetchWordOfTheDay,
  );

  /** The answer went in (or had already): cache and show the played state with `message`. */
  const markPlayed = useCallback(
    (word: string, message: string) => {
      setWordData({ word, played: true, date: day });
      setKnown({ day, today: { word, played: true, message } });
    },
    [day],
  );

  /** The server moved on to a new word: drop the cache so the next visit fetches it. */
  const forget = useCallback(() => setWordData(null), []);

  let value: WordOfTheDay;
  if (known.today !== null) value = { status: 'ready', ...known.today };
  else if (served.status === 'ready') {
    const { word, played, message } = served.data;
    value = { status: 'ready', word, played, message: message || null };
  } else if (served.status === 'failed') value = { status: 'failed', message: served.message };
  else value = { status: 'loading' };
  return { value, markPlayed, forget };
}
