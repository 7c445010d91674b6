import type { DuelDetail } from '@words/contract/api/duels';
import { strings } from '@/lib/strings';

const s = strings.crowdMind;

/**
 * What the duel page says of a duel against the crowd, which is not a friend: its own title, the
 * crowd's name on its words, a few words on where they come from, its own end and share line.
 */
export const crowdMind = {
  title: s.title,
  name: s.crowd,
  about: s.about,
  /** The honest end: nobody joined the last two words. */
  outcome(duel: DuelDetail): string | null {
    const last = duel.rounds.at(-1);
    return duel.state === 'nobody_joined' && last ? s.nobodyJoined(last.yours, last.theirs) : null;
  },
  /** Shared once it ended, in a match or not; the words only once its day is over. */
  shareText(duel: DuelDetail): string | null {
    if (duel.state !== 'match' && duel.state !== 'no_match' && duel.state !== 'nobody_joined') {
      return null;
    }
    const rounds = duel.rounds.map((round) => [round.yours, round.theirs]);
    return s.shareText(rounds, duel.matched_in, duel.day_over);
  },
};
