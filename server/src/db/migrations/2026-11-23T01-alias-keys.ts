import { sql, type Kysely } from 'kysely';
import unhomoglyph from 'unhomoglyph';

// players/alias-key.ts as it was when this migration was written, not imported: a migration runs
// as it ran the first time, whatever the app becomes (decision 0035). A later change to aliasKey
// comes with a migration of its own that computes the keys again.
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴅ: 'd',
  ᴇ: 'e',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴘ: 'p',
  ʀ: 'r',
  ᴛ: 't',
};
const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join('')}]`, 'gu');
const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

function aliasKey(alias: string): string {
  const plain = withoutMarks(alias.normalize('NFKC').toLowerCase());
  const skeleton = unhomoglyph(plain.replace(SMALL_CAPITAL, (c) => SMALL_CAPITALS[c] ?? c));
  return withoutMarks(skeleton).toLowerCase().replace(/\s+/gu, '');
}

interface PlayerKeys {
  players: { uid: string; alias: string; alias_key: string; created_at: string };
}

/**
 * Aliases were unique by case and accents only; now by what a reader sees (alias-key.ts). Where
 * two existing aliases now share a key, the earlier player keeps it and the later one gets the key
 * with its uid appended: both keep their alias, and nobody new can take either.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<PlayerKeys>;
  const players = await db
    .selectFrom('players')
    .select(['uid', 'alias'])
    .orderBy('created_at')
    .orderBy('uid')
    .execute();
  const taken = new Set<string>();
  const keys = players.map(({ uid, alias }) => {
    let key = aliasKey(alias);
    if (taken.has(key)) key = `${key}#${uid}`;
    taken.add(key);
    return { uid, key };
  });
  // Through a key no alias can have first, so no row ever holds another's key on the way.
  await db
    .updateTable('players')
    .set({ alias_key: sql<string>`'#' || uid` })
    .execute();
  for (const { uid, key } of keys) {
    await db.updateTable('players').set({ alias_key: key }).where('uid', '=', uid).execute();
  }
}

export async function down(): Promise<void> {
  // The old keys cannot be told apart from the new ones any more: nothing to undo.
}
