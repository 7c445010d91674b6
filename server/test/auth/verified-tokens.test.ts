import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from '../../src/auth/verified-tokens';

describe('the tokens whose check holds', () => {
  it('gives a checked token’s uid until it expires, and forgets it then', () => {
    const verified = createVerifiedTokens();
    verified.remember('token-a', 'ana', 1000);
    expect(verified.uidOf('token-a', 999)).toBe('ana');
    expect(verified.uidOf('token-b', 999)).toBeUndefined();
    expect(verified.uidOf('token-a', 1000)).toBeUndefined();
    // Forgotten once expired, even for an earlier clock.
    expect(verified.uidOf('token-a', 10)).toBeUndefined();
  });

  it('forgets the oldest past its bound, never a newer one', () => {
    const verified = createVerifiedTokens();
    for (let i = 0; i <= 20_000; i++) verified.remember(`token-${i}`, `uid-${i}`, 1000);
    expect(verified.uidOf('token-0', 1)).toBeUndefined();
    expect(verified.uidOf('token-1', 1)).toBe('uid-1');
    expect(verified.uidOf('token-20000', 1)).toBe('uid-20000');
  });
});
