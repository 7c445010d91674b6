import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { keepTokenFresh } from '@/lib/firebase';
import { PublicConfigProvider, usePublicConfig } from '@/lib/public-config';
import { renewSession, useSignedIn } from '@/lib/session';

/**
 * While signed in, Firebase refreshes the hourly ID token and the stored userToken follows, so
 * nobody is logged out merely because an hour passed.
 */
function TokenRefresh() {
  const signedIn = useSignedIn();
  const { config } = usePublicConfig();
  useEffect(() => {
    if (!signedIn || config === null) return;
    let active = true;
    let stop: (() => void) | null = null;
    keepTokenFresh(config, renewSession).then(
      (stopRefresh) => {
        if (active) stop = stopRefresh;
        else stopRefresh();
      },
      (error: unknown) => console.warn('The sign-in token cannot be refreshed', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [signedIn, config]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <PublicConfigProvider>
      <TokenRefresh />
      <BrowserRouter>{children}</BrowserRouter>
    </PublicConfigProvider>
  );
}
