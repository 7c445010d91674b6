import { useSyncExternalStore } from 'react';

/** SPEC.md's breakpoint: from here on the side columns show. */
const WIDE = '(min-width: 1000px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a screen wide enough for the side columns (desktop), following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
