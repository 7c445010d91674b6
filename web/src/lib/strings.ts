/**
 * Every text of the page that the server never sends (its error texts live in the contract's
 * `errors`, its success texts in `messages`). Texts quoted by SPEC.md are copied here exactly;
 * numbers come from `limits`.
 */
import { limits } from '@words/contract/limits';

/** A calendar day in words: 16, 'noviembre', 2026. */
export interface DayParts {
  day: number;
  month: string;
  year: number;
}

const scoreRange = `${limits.scoreMin.toFixed(limits.scoreDecimals)} a ${limits.scoreMax.toFixed(limits.scoreDecimals)}`;

export const strings = {
  appName: 'WORDS',
  loading: 'Cargando...',
  skipToContent: 'Saltar al contenido',

  nav: {
    play: 'Jugar',
    rate: 'Puntuar',
    instructions: 'Instrucciones',
    rankings: 'Rankings',
    profile: 'Mis partidas',
    exit: 'Salir',
    topBarLabel: 'Principal',
    mobileMenuLabel: 'Menú',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    home: 'WORDS, inicio',
  },

  credits: {
    creator: (name: string) => `Creado por ${name}.`,
    thanks: (names: string) => `Agradecimientos: ${names}.`,
  },

  landing: {
    title: 'Una palabra al día. ¿Qué te sugiere?',
    intro:
      'WORDS es el reto diario de asociar palabras. Cada día hay una palabra nueva, la misma para todos, y tú respondes con la primera palabra que te venga a la cabeza.',
    playerTitle: 'Jugador',
    playerText: 'Cada día recibes una palabra y respondes con una sola palabra relacionada.',
    judgeTitle: 'Juez',
    judgeText: `Puntúas de ${scoreRange} las respuestas de otros jugadores según su creatividad, originalidad y lógica.`,
    signIn: 'Jugar con Google',
  },

  signIn: {
    /** On 'Jugar con Google' and 'Empezar a jugar' while the sign-in is on its way. */
    working: 'Iniciando sesión...',
    failed: 'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
    popupBlocked:
      'El navegador ha bloqueado la ventana de Google. Permite las ventanas emergentes para esta página e inténtalo de nuevo.',
    serverUnreachable: 'No se pudo conectar con el servidor. Inténtalo de nuevo en unos minutos.',
  },

  demoAccount: {
    title: 'Cuenta de Google de prueba',
    intro:
      'Modo de prueba: escribe cualquier correo electrónico para entrar con una cuenta ficticia. El mismo correo es siempre la misma cuenta.',
    emailLabel: 'Correo electrónico',
    invalidEmail: 'Escribe un correo electrónico válido.',
    submit: 'Continuar',
    cancel: 'Cancelar',
  },

  register: {
    title: 'Bienvenid@ a WORDS',
    intro: 'Elige el nombre con el que aparecerás en los rankings.',
    aliasLabel: 'Nombre de jugador',
    aliasPlaceholder: `${limits.aliasMinLength}-${limits.aliasMaxLength} caracteres`,
    submit: 'Empezar a jugar',
    cancel: 'Cancelar',
    failed: 'No se pudo completar el registro. Inténtalo de nuevo.',
  },

  play: {
    title: 'Jugar',
    wordIntro: 'La palabra con la que juegas hoy es:',
    submit: 'Enviar',
    sending: 'Enviando...',
    yourAnswer: 'Tu respuesta:',
    countdown: (hours: number, minutes: number, seconds: number) =>
      `Tiempo restante para la siguiente palabra: ${hours}h ${minutes}m ${seconds}s`,
    rateLink: 'Mientras tanto, puntúa las respuestas de los demás',
    loadFailed: 'Hubo un problema al cargar la palabra del día.',
    submitFailed: 'Hubo un problema al enviar la respuesta.',
    submitException: 'Hubo un problema al enviar la respuesta. Por favor, inténtalo de nuevo.',
  },

  rate: {
    title: 'Puntuar',
    wordIntro: 'Palabra:',
    answerIntro: 'El jugador ha dicho:',
    scoreLabel: `Tu nota (de ${scoreRange})`,
    scorePlaceholder: (0).toFixed(limits.scoreDecimals),
    submit: 'Puntuar',
    sending: 'Enviando...',
    /** Follows '¡Voto enviado con éxito!': the score as it was recorded. */
    yourScore: (score: string) => `Tu nota: ${score}`,
    /** The answers of this visit, counted, so a new one never looks like the last one again. */
    answerNumber: (position: number) => `Respuesta n.º ${position}`,
    voteRefused: 'Error al enviar el voto.',
    voteFailed: 'Hubo un problema al enviar el voto.',
    loadFailed: 'Hubo un problema al cargar la respuesta.',
  },

  instructions: {
    title: 'Instrucciones',
    howToPlayTitle: '1. Cómo jugar',
    howToPlay: [
      'Cada día, a las 00:00 (hora UTC), aparece una palabra nueva, la misma para todos los jugadores.',
      'En Jugar, escribe la palabra que te sugiera. En Puntuar, valora lo que han respondido los demás.',
    ],
    playerTitle: '2. Jugador',
    player: [
      'Hay una palabra por día.',
      'Solo puedes enviar una respuesta al día.',
      `La respuesta es una sola palabra de hasta ${limits.answerMaxLength} letras.`,
      'La respuesta debe ser una palabra válida según el diccionario de la Real Academia Española. Si tienes problemas, prueba con la raíz o con variantes de la palabra.',
    ],
    judgeTitle: '3. Juez',
    judge: [
      `Puntúa cada respuesta de ${scoreRange} según su creatividad, originalidad y lógica.`,
      'Las respuestas mejor valoradas aparecerán en los rankings al final del periodo.',
    ],
    creditsTitle: 'Créditos',
  },

  rankings: {
    title: 'Rankings',
    comingSoon: 'Próximamente',
    empty:
      'Todavía no ha terminado ningún periodo. Cuando acabe el primero, aquí verás las respuestas mejor puntuadas y las mejores de cada palabra.',
    periodsLabel: 'Periodos',
    /** A period as people say it; `range` comes from `periodRange`. */
    period: (days: number, range: string) =>
      days === 7 ? `Semana ${range}` : range.charAt(0).toUpperCase() + range.slice(1),
    periodRange: (first: DayParts, last: DayParts) => {
      if (first.year !== last.year) {
        return `del ${first.day} de ${first.month} de ${first.year} al ${last.day} de ${last.month} de ${last.year}`;
      }
      if (first.month !== last.month) {
        return `del ${first.day} de ${first.month} al ${last.day} de ${last.month} de ${last.year}`;
      }
      if (first.day !== last.day) {
        return `del ${first.day} al ${last.day} de ${last.month} de ${last.year}`;
      }
      return `el ${last.day} de ${last.month} de ${last.year}`;
    },
    earlier: 'Periodo anterior',
    later: 'Periodo siguiente',
    latest: 'Ver el ranking más reciente',
    bestTitle: 'Mejores respuestas',
    bestCaption: 'Mejores respuestas del periodo',
    bestEmpty: 'Ninguna respuesta recibió votos en este periodo.',
    columns: {
      rank: 'Puesto',
      answer: 'Respuesta',
      word: 'Palabra',
      alias: 'Jugador',
      score: 'Nota',
      votes: 'Votos',
    },
    wordsTitle: 'Palabras del periodo',
    wordEmpty: 'Ninguna respuesta a esta palabra recibió votos.',
    mine: 'Tú',
    mineLabel: 'tu respuesta',
    score: (score: number) => `Nota: ${score.toFixed(limits.scoreDecimals)}`,
    votes: (votes: number) => (votes === 1 ? '1 voto' : `${votes} votos`),
    loadFailed: 'Error al cargar los rankings.',
    loadException: 'Hubo un problema al cargar los rankings.',
  },

  profile: {
    title: 'Mis partidas',
    word: (word: string) => `Palabra: ${word}`,
    answer: (answer: string) => `Respuesta: ${answer}`,
    score: (score: number | null) =>
      `Nota: ${score === null ? 'Sin votos' : score.toFixed(limits.scoreDecimals)}`,
    open: 'En votación',
    periodRank: (rank: number) => `Puesto ${rank} del periodo`,
    wordRank: (rank: number, word: string) => `Puesto ${rank} en «${word}»`,
    empty: 'No has jugado ninguna palabra aún.',
    loadFailed: 'Error al cargar el perfil.',
    loadException: 'Hubo un problema al cargar el perfil.',
  },
} as const;
