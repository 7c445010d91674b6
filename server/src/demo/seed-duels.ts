import type { Services } from '../services';

/** The days before today on which each demo account finished a duel: a pair's streak of 2. */
export const DUEL_DAYS = 2;

/** What the seed's day gives the duels: its word, answers that fit it, and when it is now. */
interface DuelDay {
  word: string;
  answers: readonly string[];
  date: string;
  /** Today's duel is left under way, the account's turn; the days before end in a match. */
  today: boolean;
  /** Runs a step; false when the game refuses it, as it may refuse a seeded one. */
  quietly: (action: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * Mente gemela for the demo accounts, through the duels' own service: each challenges a member of
 * the crowd (the i-th for the i-th account); both file the day's answer if they had not, and the
 * partner then gives the second round's word; before today the account gives the same one.
 */
export async function seedDuels(
  services: Pick<Services, 'answers' | 'duels'>,
  pairs: readonly (readonly [account: string, partner: string])[],
  day: DuelDay,
): Promise<void> {
  for (const [account, partner] of pairs) {
    for (const [uid, answer] of [
      [account, day.answers[0]],
      [partner, day.answers[1]],
    ] as const) {
      await day.quietly(() =>
        services.answers.submit(uid, {
          word: day.word,
          answer: answer ?? '',
          date: day.date,
          spelling: 'as_typed',
        }),
      );
    }
    const { id, invite_code: code } = await services.duels.create(account, {});
    await services.duels.join(partner, code);
    const { current, rounds } = await services.duels.detail(account, id);
    // Met in the first round already.
    if (current === null) continue;
    const said = new Set(rounds.flatMap((round) => [round.yours, round.theirs]));
    for (const word of day.answers.filter((answer) => !said.has(answer))) {
      const given = { word, spelling: 'as_typed' } as const;
      if (!(await day.quietly(() => services.duels.answer(partner, id, given)))) continue;
      if (!day.today) await services.duels.answer(account, id, given);
      break;
    }
  }
}
