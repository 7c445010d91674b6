import { afterEach, beforeEach, vi } from 'vitest';

/** The test runner's environment: Node follows TZ when it changes, as a device follows its zone. */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;

/** Every test of the file runs on a device in `zone` whose clock shows `instant`. */
export function onDeviceClock(zone: string, instant: string): void {
  const before = env.TZ;
  beforeEach(() => {
    env.TZ = zone;
    // Only Date is faked: msw and user-event keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    if (before === undefined) delete env.TZ;
    else env.TZ = before;
  });
}
