import type { DataExport } from '@words/contract/api/export';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { aliasKey } from '../players/alias-key';
import { findPlayerNamed } from '../players/players.repository';
import { loadLexicon } from '../words/dictionary';
import { createLiveDictionary } from '../words/live-dictionary';
import { createAccount } from './account';

/** A player named by uid or alias, as a privacy request by email names them. */
export interface NamedPlayer {
  uid: string;
  alias: string;
}

/**
 * The players' privacy requests made to the operators (`npm run moderate -- export-player |
 * delete-player`): the player's own export and deletion (account.ts), the player named by uid or
 * alias. Undefined when nobody has that uid or alias.
 */
export interface PrivacyRequests {
  export(named: string): Promise<{ player: NamedPlayer; data: DataExport } | undefined>;
  delete(named: string): Promise<NamedPlayer | undefined>;
}

export function createPrivacyRequests(deps: { db: Db; clock: Clock }): PrivacyRequests {
  const { db, clock } = deps;
  // An operator's command remembers no answer; the servers learn of a deletion through the
  // player changes it counts (account.ts).
  // The dictionary is loaded only by an export, whose duels it judges.
  const dictionary = createLiveDictionary({ db, clock, lexicon: loadLexicon });
  const account = createAccount({ db, clock, filedToday: { forget: () => {} }, dictionary });
  const find = (named: string) => findPlayerNamed(db, { uid: named, aliasKey: aliasKey(named) });
  return {
    async export(named) {
      const player = await find(named);
      return player && { player, data: await account.export(player.uid) };
    },
    async delete(named) {
      const player = await find(named);
      if (!player) return undefined;
      try {
        await account.delete(player.uid);
      } catch (error) {
        // Deleted meanwhile, by the player or another operator: nobody left to delete.
        if (error instanceof AppError && error.code === 'NOT_REGISTERED') return undefined;
        throw error;
      }
      return player;
    },
  };
}
