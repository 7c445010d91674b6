import { describe, expect, it } from 'vitest';
import { createLocalRateLimit } from '../../src/http/local-rate-limit';

/**
 * The in-memory limit of a single instance: a fixed window per key that opens with the key's first
 * call, a refusal that says how many whole seconds remain, and a bounded memory of keys.
 */

const MINUTE_MS = 60_000;

function limitOf(max: number, keys = 100) {
  let time = 1_000_000;
  const count = createLocalRateLimit({ max, windowMs: MINUTE_MS, keys, now: () => time });
  return {
    count,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the in-memory rate limit', () => {
  it('lets max calls of a key through in a window, and refuses the next ones', () => {
    const { count } = limitOf(3);
    expect([count('a'), count('a'), count('a')]).toEqual([0, 0, 0]);
    expect(count('a')).toBe(60);
    expect(count('a')).toBe(60);
    expect(count('b')).toBe(0);
  });

  it('says how many whole seconds remain of the window, rounded up, at least 1', () => {
    const { count, advance } = limitOf(1);
    count('a');
    advance(100);
    expect(count('a')).toBe(60); // 59.9 s left
    advance(30_000);
    expect(count('a')).toBe(30); // 29.9 s
    advance(29_000);
    expect(count('a')).toBe(1); // 0.9 s
    advance(899);
    expect(count('a')).toBe(1); // 1 ms
  });

  it('opens a new window once the key’s window has ended, not before', () => {
    const { count, advance } = limitOf(2);
    count('a');
    advance(30_000);
    count('a');
    expect(count('a')).toBe(30);
    advance(29_999);
    expect(count('a')).toBe(1);
    advance(1); // the minute since the first call is over
    expect([count('a'), count('a')]).toEqual([0, 0]);
    expect(count('a')).toBe(60);
  });

  it('times each key’s window from that key’s first call', () => {
    const { count, advance } = limitOf(1);
    count('a');
    advance(40_000);
    count('b');
    advance(20_000);
    expect(count('a')).toBe(0);
    expect(count('b')).toBe(40);
  });

  it('remembers a bounded number of keys, forgetting the least recently seen first', () => {
    const { count } = limitOf(1, 3);
    count('a');
    count('b');
    count('c');
    expect(count('a')).toBe(60); // seen again: now the most recent
    count('d'); // a fourth key: 'b' is forgotten
    expect(count('b')).toBe(0); // a fresh window; 'c' is forgotten to make room
    expect(count('a')).toBe(60);
    expect(count('d')).toBe(60);
    expect(count('c')).toBe(0);
  });
});
