import type { RegisterBody } from '@words/contract/api/user';
import { checkAlias } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { isUniqueViolation, type Db } from '../db/database';
import { aliasKey, aliasLookKey } from './alias-key';
import { aliasRefusal } from './name-check';
import type { Player } from './player';
import { findPlayer, insertPlayer } from './players.repository';
import { isTimeZone } from './time-zone';

/** Who plays: sign-in's "registered yet?", registration, and the player behind each call. */
export interface Players {
  isRegistered(uid: string): Promise<boolean>;
  /** Registers `uid` under the alias it chose; refuses a bad or taken alias, or a second time. */
  register(uid: string, body: RegisterBody): Promise<void>;
  /** The registered player, or undefined before registration. */
  find(uid: string): Promise<Player | undefined>;
}

export function createPlayers(deps: { db: Db; clock: Clock }): Players {
  const { db, clock } = deps;

  return {
    async isRegistered(uid) {
      return (await findPlayer(db, uid)) !== undefined;
    },

    find: (uid) => findPlayer(db, uid),

    async register(uid, body) {
      const alias = checkAlias(body.alias);
      if (!alias.ok) throw new AppError(alias.error);
      const refusal = aliasRefusal(alias.value);
      if (refusal !== null) throw new AppError(refusal);
      if (!isTimeZone(body.timezone)) throw new AppError('INVALID_TIMEZONE');
      if (await findPlayer(db, uid)) throw new AppError('ALREADY_REGISTERED');
      try {
        await insertPlayer(db, {
          uid,
          alias: alias.value,
          alias_key: aliasKey(alias.value),
          alias_look_key: aliasLookKey(alias.value),
          timezone: body.timezone,
          notifications: body.notifications ? 1 : 0,
          created_at: clock.now().toISOString(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The uid can clash (a simultaneous second registration), or one of the alias's keys.
        throw new AppError((await findPlayer(db, uid)) ? 'ALREADY_REGISTERED' : 'ALIAS_TAKEN');
      }
    },
  };
}
