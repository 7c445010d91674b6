import { messages } from '@words/contract/messages';

/** The insults of the Americas and of Spain that passed as aliases (issue 25). */
export const QUOTED_INSULTS = [
  'Hijoputa',
  'Hijueputa',
  'Gonorrea',
  'Weón',
  'Concha tu madre',
  'Chinga tu madre',
  'Subnormal',
  'Hijoputa2',
  'hijodeputa',
  'putamadre',
  'pvta',
];

/** The names of the house and the label of a deleted player, and their look-alikes. */
export const RESERVED = [
  'admin',
  'Administrador',
  'moderador',
  'Moderadora',
  'soporte',
  'Oficial',
  'WORDS',
  messages.deletedPlayer,
  'adm1n',
  'ADMIN',
  'AdmIn',
  'm0derador',
  'W0RDS',
  'Jugador  eliminado',
  'jugador_eliminado',
];
