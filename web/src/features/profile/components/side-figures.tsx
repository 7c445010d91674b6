import { useId } from 'react';
import { strings } from '@/lib/strings';
import { usePlayerStats } from '@/lib/player-stats';

const texts = strings.profile.figures;

/**
 * The player's streak and days played, in the desktop side column beside every page but 'Mis
 * partidas' (which shows them in full): an aside with its heading, so a screen reader can skip it.
 * Until the figures come, or if they cannot, it shows nothing: the page itself never waits on it.
 */
export function SideFigures() {
  const titleId = useId();
  const stats = usePlayerStats();
  if (stats.status !== 'ready') return null;
  const { currentStreak, bestStreak, daysPlayed } = stats.data.player;
  const rows: [string, string][] = [
    [texts.currentStreak, texts.days(currentStreak)],
    [texts.bestStreak, texts.days(bestStreak)],
    [texts.daysPlayed, String(daysPlayed)],
  ];
  return (
    <aside className="side-figures" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-figures__title">
        {texts.title}
      </h2>
      <dl className="side-figures__list">
        {rows.map(([name, value]) => (
          <div key={name} className="side-figures__item">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
