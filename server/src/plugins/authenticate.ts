import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { PlayerRow } from '../db/schema';
import type { RegisteredPlayers } from '../players/registered-players';
import { InvalidTokenError, type VerifyIdToken } from '../auth/verify-id-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Firebase uid of the signed-in player, set by `authenticate`. */
    uid: string;
    /** The registered player, set by `requireRegistered`. */
    player: PlayerRow | null;
  }
}

// The scheme name is case-insensitive (RFC 9110); a JWT is base64url parts joined by dots.
const BEARER = /^Bearer +([\w.-]+)$/i;

export function authenticateWith(verifyIdToken: VerifyIdToken) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
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
  };
}

/** The player and judge calls are for registered players only. */
export function requireRegisteredIn(players: RegisteredPlayers) {
  return async function requireRegistered(request: FastifyRequest): Promise<void> {
    const player = await players.find(request.uid);
    if (!player) throw new AppError('NOT_REGISTERED');
    request.player = player;
  };
}
