import { describe, expect, test } from 'vitest';
import { isInvitationCode, newInvitationCode } from '../../src/invitations/invitation-code';

describe("invitation codes (a peña's and a duel's link)", () => {
  test('a new code has the shape codes are checked against, and no two are alike', () => {
    const codes = Array.from({ length: 50 }, () => newInvitationCode());
    for (const code of codes) expect(isInvitationCode(code)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test('anything else is not a code', () => {
    for (const code of [
      '',
      'abc',
      `${newInvitationCode()}x`,
      'a'.repeat(21) + '/',
      'ñ'.repeat(22),
    ]) {
      expect(isInvitationCode(code)).toBe(false);
    }
  });
});
