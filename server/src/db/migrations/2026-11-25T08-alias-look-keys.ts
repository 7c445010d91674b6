import { sql, type Kysely } from 'kysely';
import unhomoglyph from 'unhomoglyph';

// players/alias-key.ts as it was when this migration was written, not imported: a migration runs
// as it ran the first time, whatever the app becomes (decision 0035).
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
const skeleton = (text: string) =>
  withoutMarks(unhomoglyph(text.replace(SMALL_CAPITAL, (c) => SMALL_CAPITALS[c] ?? c)));

function aliasLookKey(alias: string): string {
  const looks = skeleton(withoutMarks(alias.normalize('NFKC')));
  return skeleton(withoutMarks(looks.normalize('NFKC').toLowerCase()))
    .toLowerCase()
    .replace(/\s+/gu, '');
}

interface PlayerLooks {
  players: { uid: string; alias: string; alias_look_key: string | null; deleted_at: string | null };
}

/**
 * Aliases get a second unique key, look-alikes folded before case ("pabIo" is "pablo"; decision
 * 0042). Where two existing aliases share it, the earlier player keeps it and the later one gets
 * it with its uid appended, as 2026-11-23T01-alias-keys did: both keep their alias. The anonymous
 * owners of deleted players' answers have no alias and no key.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<PlayerLooks>;
  await db.schema.alterTable('players').addColumn('alias_look_key', 'text').execute();
  const players = await db
    .selectFrom('players')
    .select(['uid', 'alias'])
    .where('deleted_at', 'is', null)
    .orderBy(sql`created_at`)
    .orderBy('uid')
    .execute();
  const taken = new Set<string>();
  for (const { uid, alias } of players) {
    let key = aliasLookKey(alias);
    if (taken.has(key)) key = `${key}#${uid}`;
    taken.add(key);
    await db.updateTable('players').set({ alias_look_key: key }).where('uid', '=', uid).execute();
  }
  await db.schema
    .createIndex('players_alias_look_key')
    .unique()
    .on('players')
    .column('alias_look_key')
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema.dropIndex('players_alias_look_key').execute();
  await untyped.schema.alterTable('players').dropColumn('alias_look_key').execute();
}
