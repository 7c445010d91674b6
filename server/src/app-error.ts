import type { ErrorCode } from '@words/contract/errors';

/** A refusal the player is meant to read: the handler turns it into `{ error, message }`. */
export class AppError extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
    this.name = 'AppError';
  }
}
