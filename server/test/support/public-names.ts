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

/**
 * Real names, nicknames and plain words, some of which cuss rates as slang or which hold an
 * insult inside (decisions 0023 and 0042): the lists must not grow into refusing people.
 */
export const MUST_PASS = [
  'Ana Pérez',
  'María José',
  'Concha',
  'Concha García',
  'Pito Pérez',
  'Pepa',
  'Pola',
  'Cuca',
  'Filiberto',
  'Cristóbal Colón',
  'Andrés Pajares',
  'Cola Cao',
  'Leche Merengada',
  'Paco_88',
  'Computadora',
  'Escupitajo',
  'Polaco',
  'Rafa Nadal',
  'Matías',
  'Concepción',
  'Putin',
  'Alicia',
  'Analía',
  'Pichichi',
  'Maricarmen',
  'Mari Carmen',
  'Mariconchi',
  'Conchita',
  'Colón',
  'Vergara',
  'Pollo Loco',
  'Cabrera',
  'Mongolia',
  'Pablo',
  'Isabel',
  'Lucía',
  'Oficialdegui',
  'Moderato',
  'Sword',
  // Near the insults' families of issue 46, and innocent.
  'Nazaret',
  'Nazario',
  'Jorge Negrete',
  'Pinchos Morunos',
  'Concha Madrid',
  'Puerto Madero',
];
