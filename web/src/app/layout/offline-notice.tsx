import { useSyncExternalStore } from 'react';
import { strings } from '@/lib/strings';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says so while the device has no connection (the page may have started from its offline copy). */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div className="offline" aria-live="polite">
      {!online && <p className="offline__text">{strings.offline}</p>}
    </div>
  );
}
