import type { WordOfTheDayResponse } from '@words/contract/api/play';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, isException, serverMessage } from '@/lib/api-client';
import { getWordData, setWordData } from '@/lib/storage';
import { strings } from '@/lib/strings';

/** GET /api/play/word-of-the-day */
export function getWordOfTheDay() {
  return apiRequest<WordOfTheDayResponse>('/api/play/word-of-the-day');
}

export type WordOfTheDay =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `message` is the server's, when there is one for this state (none from the cache). */
  | { status: 'ready'; word: string; played: boolean; message: string | null };

function fromCache(day: string): WordOfTheDay | null {
  const cached = getWordData();
  if (cached === null || cached.date !== day) return null;
  return { status: 'ready', word: cached.word, played: cached.played, message: null };
}

/**
 * Today's word: from the wordData cache when it was stored today (UTC), otherwise from the server,
 * then cached. A new `day` (midnight UTC passed) fetches the new word.
 */
export function useWordOfTheDay(day: string) {
  const [loaded, setLoaded] = useState<{ day: string; value: WordOfTheDay } | null>(null);

  useEffect(() => {
    if (fromCache(day) !== null) return;
    let active = true;
    void getWordOfTheDay().then((result) => {
      if (!active) return;
      if (result.ok) {
        const { word, played, message } = result.data;
        setWordData({ word, played, date: day });
        setLoaded({ day, value: { status: 'ready', word, played, message: message || null } });
        return;
      }
      const message = isException(result)
        ? strings.play.loadFailed
        : (serverMessage(result) ?? strings.play.loadFailed);
      setLoaded({ day, value: { status: 'failed', message } });
    });
    return () => {
      active = false;
    };
  }, [day]);

  /** The answer went in (or had already): cache and show the played state with `message`. */
  const markPlayed = useCallback(
    (word: string, message: string) => {
      setWordData({ word, played: true, date: day });
      setLoaded({ day, value: { status: 'ready', word, played: true, message } });
    },
    [day],
  );

  /** The server moved on to a new word: drop the cache so the next visit fetches it. */
  const forget = useCallback(() => setWordData(null), []);

  const value: WordOfTheDay =
    loaded !== null && loaded.day === day
      ? loaded.value
      : (fromCache(day) ?? { status: 'loading' });
  return { value, markPlayed, forget };
}
