import { messages } from '@words/contract/messages';
import { readAs, readingsOf } from './name-readings';

/**
 * Names that would speak for the game: its own, its team's and its machinery's, and what a deleted
 * player shows. Read as whole words only (after their padding: name-readings.ts), so "Modesto",
 * "Sistiaga" and "Oficialdegui" pass.
 */
const RESERVED = [
  'admin',
  'administrador',
  'administradora',
  'moderador',
  'moderadora',
  'soporte',
  'oficial',
  'mod',
  'sistema',
  'staff',
  'root',
  'WORDS',
  messages.deletedPlayer,
];

const RESERVED_READ = new Set(RESERVED.map(readAs));

/**
 * True when a run of the name's words is a reserved name or a look-alike of one, read as a
 * reader reads it: "adm1n", "W0RDS", "Jugador  eliminado", "Soporte Técnico".
 */
export function isReservedName(name: string): boolean {
  return readingsOf(name).some((reading) => RESERVED_READ.has(reading));
}
