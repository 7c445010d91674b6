import { randomBytes } from 'node:crypto';

/**
 * The code of an invitation link: a peña's (/unirse/CODE) and a duel's (/mente/CODE) alike.
 * 16 random bytes: an invitation nobody guesses (128 bits, 22 characters of base64url).
 */
export function newInvitationCode(): string {
  return randomBytes(16).toString('base64url');
}

const INVITATION_CODE = /^[\w-]{22}$/;

/**
 * Whether `code` has the shape of an invitation code: anything else is refused before the database
 * is asked.
 */
export function isInvitationCode(code: string): boolean {
  return INVITATION_CODE.test(code);
}
