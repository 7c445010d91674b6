import type { PlayedWord } from '@words/contract/api/user';
import { periodOf, type Period } from '@words/contract/period';

export interface PlayedWeek {
  week: Period;
  played: PlayedWord[];
}

/** The played words (newest first) in their weeks, Monday to Sunday UTC, the newest first. */
export function playedWeeks(playedWords: PlayedWord[]): PlayedWeek[] {
  const weeks: PlayedWeek[] = [];
  for (const played of playedWords) {
    const week = periodOf(played.date, 7);
    const last = weeks.at(-1);
    if (last?.week.start === week.start) last.played.push(played);
    else weeks.push({ week, played: [played] });
  }
  return weeks;
}
