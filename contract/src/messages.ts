import { errors } from './errors';

/**
 * Texts the API sends with a success, which the page shows as they are. Each sentence exists once:
 * the played state says what the ALREADY_PLAYED refusal says.
 */
export const messages = {
  /** The word of the day before playing: the question the answer form asks. */
  prompt: '¿Qué te sugiere?',
  alreadyPlayed: errors.ALREADY_PLAYED.message,
  answerFiled: '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.',
  voteCast: '¡Voto enviado con éxito!',
} as const;
