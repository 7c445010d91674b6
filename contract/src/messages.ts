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
  /** A reminder's notification and calendar event; the streak is added when there is one. */
  reminder: 'La palabra de hoy te espera en WORDS.',
  reminderStreak: (days: number) =>
    `Llevas ${days === 1 ? '1 día seguido' : `${days} días seguidos`}: no pierdas la racha.`,
  /** After '¿De dónde es tu español?' is answered, or the answer removed. */
  regionSaved: 'Guardado. Puedes cambiarlo o quitarlo cuando quieras.',
  regionRemoved: 'Quitado: no guardamos de dónde es tu español.',
  reportFiled: 'Gracias por avisar. Revisaremos esta respuesta.',
  /** After a vote of a judge not yet established: what they still lack, days of play first. */
  voteCountsAfterDays: (days: number) =>
    `Tu voto contará cuando hayas jugado ${days} ${days === 1 ? 'día' : 'días'}.`,
  voteCountsAfterVotes: (votes: number) =>
    `Tu voto contará cuando hayas puntuado ${votes} ${votes === 1 ? 'respuesta' : 'respuestas'}.`,
  /** Shown in a closed ranking instead of the alias of a player who deleted their account. */
  deletedPlayer: 'Jugador eliminado',
  /** Mente gemela's push to the player whose turn it is. */
  duelYourTurn: (alias: string) => `${alias} ha respondido: te toca`,
  /** The push of «Te toca», the nudge the one who waits may send once a day. */
  duelNudge: (alias: string) => `${alias} te espera en Mente gemela: te toca`,
} as const;
