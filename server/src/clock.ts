/** Where the server reads the time, so tests can move days and periods without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
