/**
 * The deployment's public settings (Firebase, demo mode, credits), read once from GET /api/config
 * at start, so one build of the page serves any deployment.
 */
import type { PublicConfig } from '@words/contract/api/config';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { apiUrl } from './api-client';

interface PublicConfigState {
  /** Null until loaded (or while it cannot be loaded). */
  config: PublicConfig | null;
  /** The settings, fetched again if the last try failed. */
  load: () => Promise<PublicConfig>;
}

const PublicConfigContext = createContext<PublicConfigState | null>(null);

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch(apiUrl('/api/config'));
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as PublicConfig;
}

/** Demo mode: the server runs against the Auth emulator and the page offers fake Google accounts. */
export function isDemoMode(config: PublicConfig): boolean {
  return config.authEmulatorUrl !== null;
}

export function PublicConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const pending = useRef<Promise<PublicConfig> | null>(null);

  const load = useCallback(() => {
    pending.current ??= fetchPublicConfig().then(
      (loaded) => {
        setConfig(loaded);
        return loaded;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, []);

  useEffect(() => {
    // A failure here is retried, and reported, when the player asks to sign in.
    load().catch((error: unknown) => console.warn('Public settings could not load', error));
  }, [load]);

  const value = useMemo(() => ({ config, load }), [config, load]);
  return <PublicConfigContext value={value}>{children}</PublicConfigContext>;
}

export function usePublicConfig(): PublicConfigState {
  const value = use(PublicConfigContext);
  if (value === null) throw new Error('usePublicConfig needs a PublicConfigProvider');
  return value;
}
