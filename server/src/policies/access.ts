import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { InvalidTokenError, type VerifyIdToken } from '../auth/verify-id-token';
import type { Player } from '../players/player';
import type { Players } from '../players/players';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Firebase uid of the signed-in player, set by `signedIn`. */
    uid: string;
    /** The registered player, set by `registered`. */
    player: Player | null;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * Who may do what, in one place; each route group names the guard it needs:
 * - anybody: the page's settings and the health checks (routes/public.ts);
 * - signed in: say whether one is registered, and register (routes/user.ts);
 * - registered and not banned: play, judge, report, read the rankings, the profile and figures;
 * - registered, banned or not: export or delete one's own data (routes/account.ts).
 */
export interface Access {
  /** onRequest: a valid Firebase ID token, whose uid becomes `request.uid`. */
  signedIn: Guard;
  /** preHandler: the player and judge calls are for registered players only, and not banned. */
  registered: Guard;
  /** preHandler: a registered player, banned or not: their own data stays theirs (GDPR). */
  owner: Guard;
}

// The scheme name is case-insensitive (RFC 9110); a JWT is base64url parts joined by dots.
const BEARER = /^Bearer +([\w.-]+)$/i;

export function createAccess(verifyIdToken: VerifyIdToken, players: Pick<Players, 'find'>): Access {
  return {
    async signedIn(request) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new AppError('UNAUTHORIZED');
      try {
        request.uid = await verifyIdToken(token);
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) {
          request.log.error({ err: error }, 'token check failed');
          throw new AppError('SERVICE_UNAVAILABLE');
        }
        request.log.info({ reason: error.message }, 'token refused');
        throw new AppError('UNAUTHORIZED');
      }
    },

    async registered(request) {
      const player = await players.find(request.uid);
      if (!player) throw new AppError('NOT_REGISTERED');
      if (player.banned) throw new AppError('BANNED');
      request.player = player;
    },

    async owner(request) {
      const player = await players.find(request.uid);
      if (!player) throw new AppError('NOT_REGISTERED');
      request.player = player;
    },
  };
}

/** The registered player of a call behind `registered`. */
export function playerOf(request: FastifyRequest): Player {
  if (!request.player) throw new Error('playerOf needs the registered guard');
  return request.player;
}
