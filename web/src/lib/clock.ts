import { useEffect, useState } from 'react';

/** The current instant. One place to read the clock, so tests can set it with vi.setSystemTime. */
export function now(): Date {
  return new Date();
}

/** The current instant, refreshed every `intervalMs`. */
export function useNow(intervalMs = 1000): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const id = window.setInterval(() => setCurrent(now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return current;
}
