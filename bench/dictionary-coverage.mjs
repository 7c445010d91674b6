// Coverage of the dictionary on common words players would answer, written for this measure
// and used by no test: `node bench/dictionary-coverage.mjs [git-ref]` (a ref measures
// server/src/words/dictionary.ts as it was there, before issue 17). Prints the share accepted
// and the words refused.
import { bundleDictionary } from './lib/dictionary-bundle.mjs';

// prettier-ignore
const COMMON = [
  // Everyday nouns, adjectives and verbs, some inflected.
  'agua', 'fuego', 'tierra', 'cielo', 'nube', 'estrella', 'arena', 'río', 'lago', 'isla',
  'camino', 'ciudad', 'pueblo', 'calle', 'plaza', 'mercado', 'escuela', 'hospital', 'iglesia',
  'madre', 'padre', 'hermano', 'abuela', 'amigo', 'vecina', 'novio', 'bebé', 'familia',
  'corazón', 'alma', 'sangre', 'mano', 'ojos', 'sonrisa', 'lágrima', 'beso', 'miedo', 'alegría',
  'tristeza', 'esperanza', 'soledad', 'amor', 'odio', 'paz', 'guerra', 'verdad', 'mentira',
  'pan', 'leche', 'queso', 'vino', 'cerveza', 'café', 'azúcar', 'sal', 'aceite', 'huevo',
  'manzana', 'naranja', 'plátano', 'fresa', 'limón', 'tomate', 'patata', 'cebolla', 'ajo',
  'perro', 'gato', 'caballo', 'pájaro', 'pez', 'león', 'tigre', 'oso', 'lobo', 'ballena',
  'árbol', 'flor', 'rosa', 'hoja', 'raíz', 'semilla', 'hierba', 'selva', 'desierto',
  'coche', 'tren', 'avión', 'barco', 'bicicleta', 'moto', 'autobús', 'metro', 'camión',
  'libro', 'carta', 'poema', 'canción', 'película', 'teatro', 'música', 'guitarra', 'piano',
  'rojo', 'verde', 'amarillo', 'negro', 'blanco', 'grande', 'pequeño', 'feliz', 'triste',
  'hermosa', 'oscuro', 'fuerte', 'débil', 'rápido', 'lento', 'nuevo', 'viejo', 'joven',
  'correr', 'saltar', 'nadar', 'comer', 'beber', 'dormir', 'pensar', 'sentir', 'llorar',
  'reír', 'cantar', 'escribir', 'leer', 'jugar', 'trabajar', 'viajar', 'recordar', 'olvidar',
  'corriendo', 'soñaba', 'vivimos', 'llegó', 'cantaban', 'dijeron', 'hicimos', 'tuvieron',
  'teléfono', 'ordenador', 'internet', 'pantalla', 'fútbol', 'tenis', 'baloncesto', 'partido',
  'invierno', 'verano', 'primavera', 'lunes', 'domingo', 'mañana', 'noche', 'tarde', 'hora',
  // Words of Spain and the Americas, and recent ones, none of them in the supplement.
  'guay', 'birra', 'chuche', 'tío', 'currar', 'mola', 'botellón', 'cutre', 'friki', 'pijo',
  'carro', 'computadora', 'celular', 'jugo', 'durazno', 'frijol', 'poroto', 'choclo', 'elote',
  'aguacate', 'banana', 'frutilla', 'pollera', 'remera', 'frazada', 'colectivo', 'boleto',
  'vereda', 'cuadra', 'plata', 'chamba', 'chido', 'güey', 'parcero', 'bacano', 'pana', 'mate',
  'empanada', 'asado', 'tortilla', 'taco', 'burrito', 'tequila', 'mezcal', 'pisco', 'cumbia',
  'tango', 'salsa', 'reguetón', 'tuit', 'tuitear', 'bloguero', 'dron', 'wifi', 'jáquer',
  'hipervínculo', 'videojuego', 'teletrabajo', 'criptomoneda', 'gentrificación', 'meme',
  'influencer', 'youtuber', 'streaming', 'paella', 'ramen', 'kebab', 'hummus', 'brócoli',
];

const ref = process.argv[2];
const { bundle, remove } = await bundleDictionary(ref, 'dictionary-coverage');
try {
  const { loadDictionary } = await import(bundle);
  const dictionary = await loadDictionary();
  const refused = COMMON.filter((word) => dictionary.formOf(word) === null);
  const accepted = COMMON.length - refused.length;
  process.stdout.write(
    `${ref ?? 'working tree'}: ${accepted} of ${COMMON.length} accepted ` +
      `(${((100 * accepted) / COMMON.length).toFixed(1)} %); refused: ${refused.join(', ')}\n`,
  );
} finally {
  remove();
}
