/** Texts the API sends with a success, for the page to show as they are. */
export const messages = {
  play: '¿Qué palabra te viene a la cabeza? Escribe una sola palabra.',
  alreadyPlayed:
    'Ya has jugado la palabra de hoy. Mientras llega la siguiente, puntúa a otros jugadores.',
  answerFiled: '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.',
  voteCast: 'Voto guardado.',
} as const;
