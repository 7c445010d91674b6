import { describe, expect, it } from 'vitest';
import { errors } from '../src/errors';
import { limits } from '../src/limits';

describe('error messages', () => {
  it('state the same limits the game enforces', () => {
    expect(errors.ANSWER_TOO_LONG.message).toContain(`${limits.answerMaxLength} caracteres`);
    expect(errors.ALIAS_TOO_SHORT.message).toContain(`${limits.aliasMinLength} caracteres`);
    expect(errors.INVALID_ALIAS.message).toContain(
      `entre ${limits.aliasMinLength} y ${limits.aliasMaxLength}`,
    );
    expect(errors.INVALID_GROUP_NAME.message).toContain(
      `entre ${limits.groupNameMinLength} y ${limits.groupNameMaxLength}`,
    );
    expect(errors.INVALID_SCORE.message).toContain(
      `${limits.scoreMin.toFixed(2)} y ${limits.scoreMax.toFixed(2)}`,
    );
  });

  it('are all in Spanish sentences with a 4xx or 5xx status', () => {
    for (const { status, message } of Object.values(errors)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(message).toMatch(/[.!]$/);
    }
  });
});
