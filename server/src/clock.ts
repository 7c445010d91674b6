/** Where the server reads the time, so tests can move days and periods without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock running `days` days ahead of another: demo mode's way to move past a period's end. */
export function shiftedClock(clock: Clock, days: number): Clock {
  if (days === 0) return clock;
  const offsetMs = days * 86_400_000;
  return { now: () => new Date(clock.now().getTime() + offsetMs) };
}
