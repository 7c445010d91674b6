import { strings } from '@/lib/strings';
import { useDuels } from '../api/duels';

/** 'Racha en pareja' in 'Mis partidas': each running pair's streak, beside the player's own. */
export function PairStreaks() {
  const duels = useDuels();
  if (duels.status !== 'ready' || duels.data.pair_streaks.length === 0) return null;
  return (
    <section className="card pair-streaks" aria-labelledby="pair-streaks-title">
      <h2 id="pair-streaks-title">{strings.duels.pairStreak}</h2>
      <ul>
        {duels.data.pair_streaks.map((pair) => (
          <li key={pair.partner}>
            {pair.partner}: <strong>{strings.duels.days(pair.streak)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
