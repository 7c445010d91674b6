import type { RegisterBody } from '@words/contract/api/user';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { isUniqueViolation, type Db } from '../db/database';
import { foldAccents } from '../words/dictionary';
import { isTimeZone, normaliseAlias } from './alias';
import { findPlayer, insertPlayer } from './players.repository';

export async function registerPlayer(
  db: Db,
  clock: Clock,
  uid: string,
  body: RegisterBody,
): Promise<void> {
  const alias = normaliseAlias(body.alias);
  if (!isTimeZone(body.timezone)) throw new AppError('INVALID_TIMEZONE');
  if (await findPlayer(db, uid)) throw new AppError('ALREADY_REGISTERED');
  try {
    await insertPlayer(db, {
      uid,
      alias,
      alias_key: foldAccents(alias),
      timezone: body.timezone,
      notifications: body.notifications ? 1 : 0,
      created_at: clock.now().toISOString(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two keys can clash: the uid (a simultaneous second registration) or the alias.
    throw new AppError((await findPlayer(db, uid)) ? 'ALREADY_REGISTERED' : 'ALIAS_TAKEN');
  }
}
