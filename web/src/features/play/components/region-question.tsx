import { limits } from '@words/contract/limits';
import { useState } from 'react';
import { RegionPicker } from '@/components/region-picker';
import { usePlayerRegion } from '@/lib/player-region';
import { usePlayerStats } from '@/lib/player-stats';
import { regionAsked, setRegionAsked } from '@/lib/storage';
import { strings } from '@/lib/strings';

const texts = strings.region;

/**
 * '¿De dónde es tu español?', asked once, gently, after `limits.regionAskAfterDays` days of play,
 * of a player who has said nothing yet; 'Ahora no' or an answer and it is not asked again here.
 */
export function RegionQuestion() {
  const [asked, setAsked] = useState(regionAsked);
  const stats = usePlayerStats();
  const played = stats.status === 'ready' ? stats.data.player.daysPlayed : 0;
  const due = !asked && played >= limits.regionAskAfterDays;
  const region = usePlayerRegion(due);
  if (!due || region.status !== 'ready' || region.data.region !== null) return null;
  const done = () => {
    setRegionAsked();
    setAsked(true);
  };
  return (
    <section className="region-question" aria-labelledby="region-question-title">
      <h2 id="region-question-title" className="answer-bars__title">
        {texts.title}
      </h2>
      <p>{texts.intro}</p>
      <RegionPicker
        stored={null}
        onSaved={setRegionAsked}
        extra={
          <button type="button" className="button button--secondary" onClick={done}>
            {texts.later}
          </button>
        }
      />
    </section>
  );
}
