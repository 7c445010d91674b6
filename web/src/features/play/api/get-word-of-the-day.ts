import type { TodaysCrowd, WordOfTheDayResponse } from '@words/contract/api/play';
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
  if (result.ok) {
    const { word, played, answer } = result.data;
    setWordData({ word, played, date: day, answer });
  }
  return result;
}

/**
 * `message` is the server's, when there is one for this state (none from the cache). `answer` is
 * the one the player filed, in its dictionary form; null before playing or while unknown. `crowd`
 * is today's crowd once played, from the server (never cached: it grows all day); null while
 * unknown.
 */
interface Today {
  word: string;
  played: boolean;
  message: string | null;
  answer: string | null;
  crowd: TodaysCrowd | null;
}

export type WordOfTheDay =
  { status: 'loading' } | { status: 'failed'; message: string } | ({ status: 'ready' } & Today);

/**
 * What the answer went in as, and the crowd that came with it; for ALREADY_PLAYED from another
 * tab, both null: not known here.
 */
export interface Played {
  message: string;
  answer: string | null;
  crowd: TodaysCrowd | null;
}

function cachedFor(day: string): Today | null {
  const cached = getWordData();
  if (cached === null || cached.date !== day) return null;
  const { word, played, answer } = cached;
  return { word, played, message: null, answer, crowd: null };
}

/**
 * Today's word: from the wordData cache when it was stored today (UTC), otherwise from the server,
 * then cached. A new `day` (midnight UTC passed) fetches the new word. An answer filed here brings
 * its crowd, and nothing more is asked. Played otherwise (the cache, or ALREADY_PLAYED from another
 * tab), the played state shows at once and the server is asked for the crowd, and for what was
 * filed when the page does not know it.
 */
export function useWordOfTheDay(day: string) {
  // What this day's view knows without asking: the cache as first found, then the played state.
  const [known, setKnown] = useState(() => ({ day, today: cachedFor(day) }));
  if (known.day !== day) setKnown({ day, today: cachedFor(day) });
  const today = known.today;
  const ask = today === null || (today.played && today.crowd === null);
  const served = useServerData('wordOfTheDay', ask ? day : null, fetchWordOfTheDay);
  const { reload } = served;

  /** The answer went in (or had already): cache and show the played state. */
  const markPlayed = useCallback(
    (word: string, { message, answer, crowd }: Played) => {
      setWordData({ word, played: true, date: day, answer });
      setKnown({ day, today: { word, played: true, message, answer, crowd } });
      // Without the crowd, what the server said before the answer went in is of no use.
      if (crowd === null) reload();
    },
    [day, reload],
  );

  /** The server moved on to a new word: drop the cache so the next visit fetches it. */
  const forget = useCallback(() => setWordData(null), []);

  /**
   * 'Recargar' after the server moved on: the new word, shown in place of the old one without
   * going through a loading state, so the form and what was typed in it stay. False when the
   * server could not be reached or refused.
   */
  const loadNewWord = useCallback(async () => {
    const result = await fetchWordOfTheDay(day);
    if (!result.ok) return false;
    const { word, played, message, answer } = result.data;
    setKnown({ day, today: { word, played, message: message || null, answer, crowd: null } });
    // Played meanwhile (another tab): the crowd comes from the server, asked again.
    if (played) reload();
    return true;
  }, [day, reload]);

  let value: WordOfTheDay;
  const playedData = served.status === 'ready' && served.data.played ? served.data : null;
  const crowd = playedData?.crowd ?? null;
  if (today !== null) {
    value = {
      status: 'ready',
      ...today,
      answer: today.answer ?? playedData?.answer ?? null,
      crowd: today.crowd ?? crowd,
    };
  } else if (served.status === 'ready') {
    const { word, played, message, answer } = served.data;
    value = { status: 'ready', word, played, message: message || null, answer, crowd };
  } else if (served.status === 'failed') value = { status: 'failed', message: served.message };
  else value = { status: 'loading' };
  return { value, markPlayed, forget, loadNewWord };
}
