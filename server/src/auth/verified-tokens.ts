/** Tokens remembered at once: a few MB, more than the players of an hour on one instance. */
const MAX_TOKENS = 20_000;

/**
 * The ID tokens whose signature and claims have been checked, each with its uid until it expires:
 * a token's check holds for its whole life (its claims can only age), so the next call with it
 * checks its expiry only. The oldest is forgotten past MAX_TOKENS.
 */
export function createVerifiedTokens() {
  const tokens = new Map<string, { uid: string; expiresAt: number }>();
  return {
    /** The uid of a token checked before that has not expired by `now` (seconds), if any. */
    uidOf(token: string, now: number): string | undefined {
      const known = tokens.get(token);
      if (!known) return undefined;
      if (known.expiresAt > now) return known.uid;
      tokens.delete(token);
      return undefined;
    },
    remember(token: string, uid: string, expiresAt: number): void {
      if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
      tokens.set(token, { uid, expiresAt });
    },
  };
}
