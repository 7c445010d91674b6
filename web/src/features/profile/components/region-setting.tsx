import { NoticeMessage } from '@/components/notice';
import { RegionPicker } from '@/components/region-picker';
import { RetryButton } from '@/components/retry-button';
import { usePlayerRegion } from '@/lib/player-region';
import { strings } from '@/lib/strings';

const texts = strings.region;

/** '¿De dónde es tu español?' in 'Mis partidas': chosen, changed or removed at any time. */
export function RegionSetting() {
  const loaded = usePlayerRegion();
  if (loaded.status === 'idle' || loaded.status === 'loading') return null;
  return (
    <section className="region-setting" aria-labelledby="region-title">
      <h2 id="region-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      {loaded.status === 'failed' ? (
        <>
          <NoticeMessage notice={{ tone: 'error', text: loaded.message }} />
          {loaded.exception && <RetryButton onRetry={loaded.reload} takeFocus={false} />}
        </>
      ) : (
        <RegionPicker stored={loaded.data.region} />
      )}
    </section>
  );
}
