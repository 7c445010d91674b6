/** Plain words of the dictionary that players answer with in tests, none a form of another. */
export const ANSWER_WORDS = [
  'agua',
  'fuego',
  'tierra',
  'aire',
  'nube',
  'cielo',
  'lluvia',
  'nieve',
  'viento',
  'hoja',
  'barco',
  'perro',
  'gato',
  'casa',
  'libro',
  'mesa',
];
