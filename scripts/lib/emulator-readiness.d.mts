export const READY_AT_MOST_MS: number;
export const PROGRESS_EVERY_MS: number;
export function waitUntilReady(options: {
  isReady: () => Promise<boolean>;
  exitCode: () => number | null;
  log: { write: (text: string) => unknown };
  atMostMs?: number;
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): Promise<void>;
