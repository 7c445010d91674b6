import { addDays, type Day } from '@words/contract/day';
import { usePlayerStats } from '@/lib/player-stats';
import { shortDay } from '@/lib/short-day';
import { strings } from '@/lib/strings';

/** The missed days a comodín saved right before `today` (the player is back from them). */
function savedJustBefore(savedDays: readonly Day[], today: Day): Day[] {
  const saved = new Set(savedDays);
  const run: Day[] = [];
  for (let day = addDays(today, -1); saved.has(day); day = addDays(day, -1)) run.unshift(day);
  return run;
}

/**
 * Tells a player back after missed days that a comodín kept their streak (PRODUCT.md, 'At your
 * hour'); nothing otherwise, nor while the figures load or if they cannot.
 */
export function ComodinNotice({ today }: { today: Day }) {
  const stats = usePlayerStats();
  if (stats.status !== 'ready') return null;
  const { savedDays, currentStreak } = stats.data.player;
  const saved = savedJustBefore(savedDays, today);
  if (saved.length === 0 || currentStreak === 0) return null;
  return (
    <p className="comodin-notice" role="status">
      {strings.play.comodinSaved(saved.map(shortDay), strings.profile.figures.days(currentStreak))}
    </p>
  );
}
