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

/** A closed answer's places and the Puntuación they come from, as a share tells them. */
export interface SharedPlaces {
  rank: number | null;
  wordRank: number | null;
  rankScore: number | null;
}

/** A score as the game writes it: '7.40'. */
const fixed = (score: number) => score.toFixed(limits.scoreDecimals);

/** 'de la semana' or 'del periodo', as a period of `days` days is called. */
const periodOf = (days: number) => (days === 7 ? 'de la semana' : 'del periodo');

/** '1 voto', '3 votos'. */
const votesText = (votes: number) => (votes === 1 ? '1 voto' : `${votes} votos`);

const scoreRange = `${limits.scoreMin.toFixed(limits.scoreDecimals)} a ${limits.scoreMax.toFixed(limits.scoreDecimals)}`;

/** '1 ronda', '3 rondas'. */
const roundsText = (rounds: number) => (rounds === 1 ? '1 ronda' : `${rounds} rondas`);

/**
 * A duel's 'Compartir': its headline, a square a round (green the round it matched in), and the
 * words only when `withWords` (once the duel's day is over).
 */
const duelShare = (
  headline: string,
  rounds: string[][],
  matched: number | null,
  withWords: boolean,
) =>
  [
    headline,
    rounds.map((_, index) => (index + 1 === matched ? '🟩' : '🟥')).join(''),
    ...(withWords ? rounds.map((pair) => pair.join(' · ')) : []),
  ].join('\n');

/**
 * How a streak saved over missed days is said ('Un comodín salvó tu racha el 7 dic, el día que no
 * jugaste: sigue en 12 días.'): the comodín and the pair's grace day say it alike.
 */
function streakSaved(words: {
  one: string;
  many: string;
  streak: string;
  day: string;
  days: string;
}) {
  return (saved: readonly string[], streak: string) =>
    saved.length === 1
      ? `${words.one} salvó ${words.streak} el ${saved[0]}, ${words.day}: sigue en ${streak}.`
      : `${words.many} salvaron ${words.streak} el ${saved.join(' y el ')}, ${words.days}: sigue en ${streak}.`;
}

export const strings = {
  appName: 'WORDS',
  loading: 'Cargando...',
  /** Beside a load that failed: asks the server again. */
  retry: 'Reintentar',
  skipToContent: 'Saltar al contenido',

  nav: {
    play: 'Jugar',
    rate: 'Puntuar',
    instructions: 'Instrucciones',
    rankings: 'Rankings',
    groups: 'Peñas',
    profile: 'Mis partidas',
    exit: 'Salir',
    topBarLabel: 'Principal',
    mobileMenuLabel: 'Menú',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    home: 'WORDS, inicio',
  },

  theme: {
    /** The header's toggle; pressed means the dark theme shows. */
    dark: 'Tema oscuro',
  },

  offline: 'Sin conexión: lo que ves puede no estar al día. Vuelve a intentarlo cuando tengas red.',

  share: {
    button: 'Compartir',
    copied: 'Texto copiado. Pégalo donde quieras compartirlo.',
    failed: 'No se pudo compartir ni copiar el texto.',
    /** While the day runs: the word, never the answer. */
    today: (word: string, url: string) =>
      `He jugado a WORDS: hoy la palabra es «${word}». ¿Qué te sugiere a ti? ${url}`,
    /**
     * A day that has ended: the answer may be told, and once its ranking closed with the answer
     * placed, its places (in the period, a Spanish ordinal: 'la respuesta', 3.ª; among the answers
     * to its word) and the Puntuación they come from, when it was kept.
     */
    pastDay: (word: string, answer: string, url: string, placed?: SharedPlaces) => {
      const { rank = null, wordRank = null, rankScore = null } = placed ?? {};
      const places = [
        rank === null ? null : `${rank}.ª en el ranking`,
        wordRank === null ? null : `puesto ${wordRank} en «${word}»`,
      ].filter((place) => place !== null);
      const score = rankScore === null ? '' : `, con una Puntuación de ${fixed(rankScore)}`;
      const told = places.length === 0 ? '' : `: ${places.join(' y ')}${score}`;
      return `En WORDS, a «${word}» respondí «${answer}»${told}. ¿Qué habrías dicho tú? ${url}`;
    },
  },

  crowd: {
    /** players answered today, and how many others (the player not counted) said the same. */
    summary: (players: number, others: number) => {
      const played =
        players === 1 ? 'Hoy ha jugado 1 persona' : `Hoy han jugado ${players} personas`;
      const same =
        others === 0
          ? 'nadie más dijo lo mismo que tú'
          : others === 1
            ? '1 dijo lo mismo que tú'
            : `${others} dijeron lo mismo que tú`;
      return `${played} · ${same}`;
    },
    topTitle: 'Lo más dicho hoy',
    count: (count: number) => (count === 1 ? '1 vez' : `${count} veces`),
    mine: 'tu respuesta',
  },

  /** «En México dijeron…» (PRODUCT.md, 'El español de cada sitio'); names from the contract. */
  regions: {
    title: 'En cada sitio',
    said: (region: string) => `En ${region} dijeron…`,
    share: (share: number) =>
      share < limits.regionShareStep ? `menos del ${limits.regionShareStep} %` : `${share} %`,
    /** How the player's answer fared in their region. */
    yours: (region: string, answer: string, share: number | null, place: number | null) => {
      if (share === null) {
        return `En ${region}, menos de ${limits.regionMinAnswerPlayers} personas dijeron «${answer}».`;
      }
      const placed =
        place === null ? '' : place === 1 ? ': lo más dicho allí' : `: el ${place}.º allí`;
      return `En ${region}, el ${share} % dijo «${answer}», como tú${placed}.`;
    },
    notYet: (region: string) =>
      `Aún no hay ${limits.regionMinPlayers} jugadores de ${region} este día: cuando los haya, verás lo que dijeron.`,
    none: `Ningún sitio tiene aún ${limits.regionMinPlayers} jugadores este día.`,
    /** Why some answers and regions are left out. */
    floors: `Solo se muestran los sitios con al menos ${limits.regionMinPlayers} jugadores y las respuestas que dieron al menos ${limits.regionMinAnswerPlayers}, en porcentajes redondeados: nadie puede saber qué dijo cada cual.`,
    askLink: '¿De dónde es tu español? Dilo en Mis partidas.',
    loadFailed: 'No se ha podido cargar lo que dijeron en cada sitio.',
    loadException: 'No se ha podido cargar lo que dijeron en cada sitio. Comprueba tu conexión.',
  },

  /** The map of the week on /rankings (decision 0076): each region's best answers, and where they differ. */
  mapOfTheWeek: {
    title: 'El mapa de la semana',
    intro:
      'Las respuestas que mejor puntuaron los jueces de cada sitio, con la regla del ranking y solo sus votos.',
    best: (region: string) => `Lo mejor para ${region}`,
    /** An answer in a region's list: to which word, and whose. */
    to: (word: string) => `a «${word}»`,
    none: `Ningún sitio tuvo esta semana ${limits.regionMinJudges} jueces: cuando los haya, verás lo que mejor puntuaron.`,
    apartTitle: 'Donde más os diferenciáis',
    apartIntro: 'Las palabras en las que lo más dicho en cada sitio fue más distinto.',
    apartNone:
      'Esta semana, lo más dicho fue lo mismo en cada sitio, o no hubo dos sitios con bastantes jugadores el mismo día.',
    /** Each region's most said answer of a day, its share rounded. */
    said: (region: string, answer: string, share: string) => `${region}: «${answer}», ${share}`,
    floors: `Solo se muestran los sitios con al menos ${limits.regionMinJudges} jueces en la semana y, en cada palabra, con al menos ${limits.regionMinPlayers} jugadores ese día, en porcentajes redondeados: nadie puede saber qué votó ni qué dijo cada cual.`,
    loadFailed: 'No se ha podido cargar el mapa de la semana.',
    loadException: 'No se ha podido cargar el mapa de la semana. Comprueba tu conexión.',
  },

  /** '¿De dónde es tu español?', in 'Mis partidas' and once on /play. */
  region: {
    title: '¿De dónde es tu español?',
    intro:
      'Si nos lo dices, tu respuesta cuenta también en lo que se dijo en tu país, y verás cómo te fue allí. Puedes cambiarlo o quitarlo cuando quieras.',
    label: 'Mi español es de',
    other: 'Otro',
    none: 'Prefiero no decirlo',
    /** Beside a choice the device's time zone suggested: nothing is stored yet. */
    suggested:
      'Lo sugerimos por la zona horaria de tu dispositivo; no guardamos nada hasta que pulses «Guardar».',
    save: 'Guardar',
    /** The button's name: 'Recordatorios' has a 'Guardar' of its own on the same page. */
    saveName: 'Guardar de dónde es mi español',
    saving: 'Guardando...',
    later: 'Ahora no',
    saveFailed: 'No se ha podido guardar. Inténtalo de nuevo.',
    loadFailed: 'No se ha podido cargar de dónde es tu español.',
    loadException: 'No se ha podido cargar de dónde es tu español. Comprueba tu conexión.',
  },

  day: {
    title: (date: string) => `El día ${date}`,
    wordIntro: 'La palabra fue:',
    players: (players: number) =>
      players === 1 ? 'Jugó 1 persona.' : `Jugaron ${players} personas.`,
    topTitle: 'Lo más dicho',
    nobody: 'Nadie jugó este día.',
    yourAnswer: 'Tu respuesta:',
    notPlayed: 'No jugaste este día.',
    loadFailed: 'Error al cargar el día.',
    loadException: 'Hubo un problema al cargar el día.',
    link: 'Ver el día',
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
    /** The next word's time in the device's own zone (PRODUCT.md, 'At your hour'). */
    nextWordAt: (time: string) => `La próxima palabra llega a las ${time}, hora de tu dispositivo.`,
    rateLink: 'Mientras tanto, puntúa las respuestas de los demás',
    loadFailed: 'Hubo un problema al cargar la palabra del día.',
    /** Beside 'La palabra del día ha cambiado…': brings the new word, the answer typed kept. */
    reload: 'Recargar',
    submitFailed: 'Hubo un problema al enviar la respuesta.',
    submitException: 'Hubo un problema al enviar la respuesta. Por favor, inténtalo de nuevo.',
    /** A returning player whose missed days ('7 dic') a comodín saved; `streak` as '12 días'. */
    comodinSaved: streakSaved({
      one: 'Un comodín',
      many: 'Tus comodines',
      streak: 'tu racha',
      day: 'el día que no jugaste',
      days: 'los días que no jugaste',
    }),
  },

  /** PRODUCT.md's "Spelling help": a word typed without its accent or ñ that is a word too. */
  spelling: {
    question: (meant: string) => `¿Querías decir «${meant}»?`,
    yes: (meant: string) => `Sí, «${meant}»`,
    no: (typed: string) => `No, «${typed}»`,
  },

  judging: {
    title: 'Puntuar',
    inPena: 'Puntuar en la peña',
    backToPena: 'Volver a la peña',
    wordIntro: 'Palabra:',
    answerIntro: 'El jugador ha dicho:',
    scoreLabel: `Tu nota (de ${scoreRange})`,
    scorePlaceholder: (0).toFixed(limits.scoreDecimals),
    submit: 'Puntuar',
    sending: 'Enviando...',
    /** Follows '¡Voto enviado con éxito!': the score as it was recorded. */
    yourScore: (score: string) => `Tu nota: ${score}`,
    /** Below it: where the answer stands with the vote counted (no mean while no vote counts). */
    standing: (mean: string, votes: number) =>
      votes === 0
        ? 'Media de los jueces: sin votos que cuenten todavía'
        : `Media de los jueces: ${mean} (${votesText(votes)})`,
    /** Under the score box when a keystroke could not make a score. */
    scoreHint: `La nota va de ${limits.scoreMin} a ${limits.scoreMax}, con ${limits.scoreDecimals} decimales como mucho.`,
    quickScoresLabel: 'Nota rápida',
    /** The quick scores' description for screen readers: how the keys work there. */
    quickScoresKeys:
      'Las teclas 0 a 9 eligen esa nota y las flechas la cambian (Fin, el 10); Intro la envía.',
    skip: 'Saltar',
    skipping: 'Saltando...',
    skipFailed: 'No se pudo saltar la respuesta.',
    /** The answers of this visit, counted, so a new one never looks like the last one again. */
    answerNumber: (position: number) => `Respuesta n.º ${position}`,
    voteRefused: 'Error al enviar el voto.',
    voteFailed: 'Hubo un problema al enviar el voto.',
    loadFailed: 'Hubo un problema al cargar la respuesta.',
    /** Beside 'Juega la palabra de hoy para puntuar las respuestas de hoy.': the way to /play. */
    playToday: 'Jugar la palabra de hoy',
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
      `Las respuestas se siguen puntuando ${limits.judgingGraceDays} días después de que acabe el periodo, para que las del último día también reciban votos; entonces se publica su ranking.`,
      'Si no sabes qué nota dar, pulsa Saltar: esa respuesta no volverá a aparecerte.',
      'Si puntúas las respuestas de otros, las tuyas llegan antes a los jueces.',
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
    /** How the ranking is made, in one sentence (decisions 0007, 0018, 0060). */
    howOrdered: (minVotes: number) =>
      `Las respuestas con al menos ${votesText(minVotes)} se ordenan por su Puntuación: la media de los jueces, corregida según lo exigente o generoso que es cada juez, con menos peso para quien juzgó pocas respuestas o vota siempre igual que otros, y ponderada por el número de votos.`,
    /**
     * The days between a period's end and its ranking (issue 47), on /rankings and a peña's page:
     * `day` and `time` on the device's clock ('martes 24 de noviembre', '21:00').
     */
    judgingTitle: (days: number) => (days === 7 ? 'La semana pasada' : 'El periodo anterior'),
    judging: (days: number, day: string, time: string) =>
      `${days === 7 ? 'La semana pasada' : 'El periodo anterior'} ha terminado. Sus respuestas se siguen puntuando, y su ranking sale el ${day} a las ${time}, hora de tu dispositivo.`,
    /** The section on the period running now, above the closed one shown. */
    currentTitle: (days: number) => (days === 7 ? 'Semana en curso' : 'Periodo en curso'),
    /** How long the current period still runs, and when its ranking comes (decision 0019). */
    closesIn: (days: number, left: string, graceDays: number) =>
      `${days === 7 ? 'La semana' : 'El periodo'} cierra en ${left}; sus respuestas se siguen puntuando ${graceDays} días más y entonces sale su ranking.`,
    /** '2 d 5 h', '5 h 12 min', '12 min'. */
    timeLeft: (days: number, hours: number, minutes: number) =>
      days > 0
        ? `${days} d ${hours} h`
        : hours > 0
          ? `${hours} h ${minutes} min`
          : `${minutes} min`,
    earlier: 'Periodo anterior',
    later: 'Periodo siguiente',
    latest: 'Ver el ranking más reciente',
    /** The heading of a closed period's best answers, naming the period (`range`: `periodRange`). */
    bestTitle: (days: number, range: string) => `Mejores respuestas ${periodOf(days)} ${range}`,
    bestCaption: 'Mejores respuestas del periodo',
    bestEmpty: 'Ninguna respuesta recibió votos en este periodo.',
    columns: {
      rank: 'Puesto',
      answer: 'Respuesta',
      word: 'Palabra',
      alias: 'Jugador',
      rankScore: 'Puntuación',
      score: 'Media',
      votes: 'Votos',
    },
    /** A 'Puntuación' not kept (answers ranked before it was): a dash, and this for screen readers. */
    noRankScore: 'no guardada',
    /** An answer short of the votes a 'Puntuación' needs (the ranking's minimum), on a peña's page. */
    noRankScoreYet: (missing: number) =>
      `Sin puntuación todavía: le ${missing === 1 ? 'falta' : 'faltan'} ${votesText(missing)}`,
    /** Jumps to the player's first own answer on the page. */
    myPlace: 'Tu puesto',
    /** 'Tu puesto' beyond the answers the tables show: the player's best place, however low. */
    yourPlace: (place: number, of: number, answer: string, word: string) =>
      `Tu puesto: ${place}.º de ${of} respuestas, con «${answer}» a «${word}».`,
    why: {
      toggle: '¿Por qué este orden?',
      /** The sentences of '¿Por qué este orden?', with one answer's own figures (utils/why-this-order.ts). */
      mean: (score: number, votes: number) =>
        votes === 1
          ? `Tiene 1 voto contado, de ${fixed(score)}.`
          : `Tiene ${votes} votos contados, con una media de ${fixed(score)}.`,
      corrected: (corrected: number) =>
        `Una vez corregida la nota de cada juez (se baja la de los más generosos y se sube la de los más exigentes) y con menos peso para quien juzgó pocas respuestas del periodo o vota siempre igual que otros, su media queda en ${fixed(corrected)}.`,
      correctedUnknown: 'Su media con la corrección de cada juez no se guardó.',
      prior: (days: number, priorWeight: number, priorMean: number | null) =>
        `Para que pocos votos no basten, cuenta como si tuviera además ${votesText(priorWeight)} con la media ${periodOf(days)}${priorMean === null ? ', que no se guardó' : `, ${fixed(priorMean)}`}.`,
      rankScore: (rankScore: number) => `Así, su Puntuación es ${fixed(rankScore)}.`,
      rankScoreUnknown: 'Su Puntuación no se guardó.',
      /** Both figures missing: a period ranked before they were kept. */
      notKept:
        'Este ranking se hizo antes de que se guardaran la Puntuación y la media corregida, así que no podemos mostrarlas: su puesto sale de su media con la corrección de cada juez, ponderada por el número de votos.',
      minVotes: (minVotes: number) =>
        `Solo entran en el ranking las respuestas con al menos ${votesText(minVotes)}.`,
    },
    wordsTitle: 'Palabras del periodo',
    wordEmpty: 'Ninguna respuesta a esta palabra recibió votos.',
    mine: 'Tú',
    mineLabel: 'tu respuesta',
    rankScore: 'Puntuación:',
    score: (score: number) => `Media: ${fixed(score)}`,
    votes: votesText,
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
    votes: votesText,
    dayLink: (word: string) => `Ver lo que respondieron todos a «${word}»`,
    /** The weeks before the newest played, one tap away. */
    earlierWeeks: 'Ver semanas anteriores',
    figures: {
      title: 'Tus cifras',
      daysPlayed: 'Días jugados',
      currentStreak: 'Racha actual',
      bestStreak: 'Mejor racha',
      comodines: 'Comodines',
      /** Comodines held, and the missed days they saved ('20 nov'). */
      comodinesHeld: (held: number, saved: readonly string[]) =>
        `${held} de ${limits.comodinesMax}` +
        (saved.length === 0
          ? ''
          : ` · ${saved.length === 1 ? 'salvó' : 'salvaron'} el ${saved.join(', el ')}`),
      comodinRule: `Cada ${limits.comodinEveryDays} días seguidos ganas un comodín (${limits.comodinesMax} como mucho); si un día no juegas, se gasta solo y la racha sigue.`,
      meanScore: 'Nota media',
      bestAnswer: 'Mejor respuesta',
      days: (days: number) => (days === 1 ? '1 día' : `${days} días`),
      none: 'Sin votos aún',
      best: (answer: string, word: string, score: string) => `«${answer}» a «${word}» (${score})`,
    },
    judgeFigures: {
      title: 'Tus cifras como juez',
      votes: 'Votos dados',
      votesThisPeriod: 'Votos en este periodo',
      agreement: 'Distancia media a los demás jueces',
      points: (points: string) => `${points} puntos`,
      pending: (votes: number) => `Tras ${votes} votos compartidos`,
      /** What the distance means, in one sentence under it. */
      agreementMeans: (points: string) =>
        `De media, tus notas se separan ${points} puntos de la media de los demás jueces en las mismas respuestas. Cuanto más baja, más coincides con ellos.`,
      agreementPending: (votes: number) =>
        `Cuando hayas puntuado ${votes} respuestas que también puntuaron otros jueces, verás cuántos puntos se separan de media tus notas de las suyas.`,
      /** How the rankings correct the judge's votes in the period running now (decision 0018). */
      correction: 'Corrección de tus notas',
      lowered: (points: string) => `Se bajan ${points} puntos`,
      raised: (points: string) => `Se suben ${points} puntos`,
      uncorrected: 'Ninguna',
      correctionPending: (answers: number) => `Tras ${answers} respuestas compartidas`,
      loweredMeans: (points: string) =>
        `Eres más generoso que la media; tus notas se bajan ${points} puntos en el ranking.`,
      raisedMeans: (points: string, cap: string) =>
        `Eres más exigente que la media; tus notas se suben ${points} puntos en el ranking, sin pasar de ${cap} puntos por encima de la media de los demás jueces en cada respuesta.`,
      uncorrectedMeans: 'Puntúas como la media de los jueces; tus notas no se corrigen.',
      correctionPendingMeans: (answers: number) =>
        `Tus notas aún no se corrigen: se corregirán cuando hayas puntuado en este periodo ${answers} respuestas que también puntuaron otros jueces.`,
      counts: '¿Cuentan tus votos?',
      countsYes: 'Sí',
      countsYesMeans: 'Tus votos cuentan en las notas de las respuestas y en los rankings.',
      /** The server's sentence says when they will (PRODUCT.md: established judges). */
      countsNotYet: (when: string | null) => (when === null ? 'No' : `Aún no. ${when}`),
      countsNotYetMeans:
        'Mientras tanto se guardan, y desde ese día contarán en los periodos que sigan abiertos.',
    },
    hidden: 'Oculta',
    hiddenText: 'Esta respuesta se ha ocultado por denuncias de otros jugadores o por moderación.',
  },

  report: {
    open: 'Denunciar',
    /** 'Denunciar' beside an answer of a public list, as a screen reader names it. */
    openAnswer: (answer: string) => `Denunciar «${answer}»`,
    title: 'Denunciar respuesta',
    intro: '¿Por qué quieres denunciar esta respuesta?',
    reasons: {
      offensive: 'Ofensiva',
      not_a_word: 'No es una palabra',
      other: 'Otro motivo',
    },
    submit: 'Enviar denuncia',
    sending: 'Enviando...',
    cancel: 'Cancelar',
    failed: 'Hubo un problema al enviar la denuncia.',
  },

  reminders: {
    title: 'Recordatorios',
    intro:
      'Te avisamos cada día a la hora que elijas, solo si aún no has jugado. En este dispositivo, en tu calendario o en los dos.',
    enabled: 'Recordármelo cada día',
    hour: 'Hora',
    hourOption: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
    zone: (zone: string) => `Hora de tu dispositivo (${zone}).`,
    save: 'Guardar',
    saving: 'Guardando...',
    saved: 'Recordatorio guardado.',
    off: 'Recordatorios desactivados.',
    saveFailed: 'No se pudo guardar el recordatorio. Inténtalo de nuevo.',
    deviceTitle: 'Notificaciones en este dispositivo',
    deviceOn: 'Este dispositivo recibe las notificaciones.',
    deviceOff: 'Este dispositivo no recibe notificaciones.',
    devices: (count: number) =>
      count === 1
        ? 'Tienes 1 dispositivo con notificaciones.'
        : `Tienes ${count} dispositivos con notificaciones.`,
    turnOn: 'Activar en este dispositivo',
    turningOn: 'Activando...',
    turnOff: 'Desactivar en este dispositivo',
    turningOff: 'Desactivando...',
    unsupported:
      'Este navegador no puede recibir notificaciones de WORDS. Prueba a instalar la app o usa el calendario.',
    denied:
      'Sin tu permiso el navegador no puede mostrar notificaciones. Puedes darlo en los ajustes del navegador.',
    /** Permission given, but the browser has no push service to subscribe to (issue 47). */
    pushUnavailable:
      'Este dispositivo no puede recibir notificaciones de WORDS, aunque le hayas dado permiso: su navegador no tiene servicio de notificaciones. Usa el calendario: te avisa cada día a tu hora.',
    deviceFailed: 'No se pudieron cambiar las notificaciones. Inténtalo de nuevo.',
    calendarTitle: 'En tu calendario',
    calendarHelp:
      'Añade esta dirección privada a tu app de calendario (Google Calendar, Apple, Outlook...) como calendario por URL: tendrás un aviso cada día a tu hora. No la compartas.',
    calendarExists:
      'Ya tienes una dirección de calendario. Si creas una nueva, la anterior deja de funcionar.',
    calendarNew: 'Crear dirección de calendario',
    calendarRenew: 'Crear una dirección nueva',
    calendarMaking: 'Creando...',
    calendarAddress: 'Dirección de tu calendario',
    calendarFailed: 'No se pudo crear la dirección. Inténtalo de nuevo.',
    loadFailed: 'Error al cargar los recordatorios.',
    loadException: 'Hubo un problema al cargar los recordatorios.',
  },

  account: {
    title: 'Tus datos',
    download: 'Descargar mis datos',
    downloading: 'Preparando...',
    downloadFailed: 'No se pudieron descargar tus datos. Inténtalo de nuevo.',
    fileName: 'words-mis-datos.json',
    delete: 'Borrar mi cuenta',
    confirmTitle: '¿Borrar tu cuenta?',
    confirmText:
      'Se borrarán tu nombre de jugador, tus respuestas y tus votos. En los rankings ya cerrados tus respuestas aparecerán como «Jugador eliminado». No se puede deshacer.',
    confirm: 'Sí, borrar mi cuenta',
    deleting: 'Borrando...',
    cancel: 'Cancelar',
    deleteFailed: 'No se pudo borrar tu cuenta. Inténtalo de nuevo.',
    /** On the page the player lands on once the account is gone: what was deleted. */
    deleted:
      'Tu cuenta se ha borrado, con tu nombre de jugador, tus respuestas y tus votos. En los rankings ya cerrados tus respuestas aparecen como «Jugador eliminado».',
    privacyLink: 'Cómo tratamos tus datos',
  },

  /** PRODUCT.md's "Peñas": /penas, /penas/:id and /unirse/CODE. */
  groups: {
    title: 'Peñas',
    intro:
      'Juega con la gente que conoces: en tu peña veis lo que ha dicho cada uno y quién va mejor.',
    listTitle: 'Tus peñas',
    empty:
      'Todavía no estás en ninguna peña. Crea una e invita a tu gente, o pide a alguien de una peña su enlace para unirte.',
    members: (members: number) => (members === 1 ? '1 miembro' : `${members} miembros`),
    playedToday: (played: number) =>
      played === 0
        ? 'Hoy no ha jugado nadie'
        : played === 1
          ? 'Hoy ha jugado 1'
          : `Hoy han jugado ${played}`,
    loadFailed: 'Error al cargar tus peñas.',
    loadException: 'Hubo un problema al cargar tus peñas.',
    create: {
      title: 'Crear una peña',
      nameLabel: 'Nombre de la peña',
      namePlaceholder: `${limits.groupNameMinLength}-${limits.groupNameMaxLength} caracteres`,
      submit: 'Crear una peña',
      sending: 'Creando...',
      failed: 'No se pudo crear la peña. Inténtalo de nuevo.',
    },
    /** What /penas says after the player left or deleted a peña. */
    left: (name: string) => `Has salido de la peña «${name}».`,
    deleted: (name: string) => `Has borrado la peña «${name}».`,
    group: {
      loadFailed: 'Error al cargar la peña.',
      loadException: 'Hubo un problema al cargar la peña.',
      back: 'Volver a tus peñas',
      owner: (alias: string) => `La lleva ${alias}`,
      membersTitle: 'Miembros',
      you: 'Tú',
      ownerBadge: 'Lleva la peña',
      played: 'Ha jugado hoy',
      notPlayed: 'No ha jugado hoy',
      streak: (days: number) => (days === 1 ? 'Racha: 1 día' : `Racha: ${days} días`),
      todayTitle: 'Hoy',
      todayWord: (word: string) => `La palabra de hoy es «${word}».`,
      playFirst: 'Juega la palabra de hoy para ver qué han dicho.',
      playLink: 'Jugar la palabra de hoy',
      noAnswersToday: 'Nadie más de la peña ha jugado todavía hoy.',
      earlierTitle: 'Días anteriores de la semana',
      earlierEmpty: 'Todavía no hay días anteriores en esta semana.',
      dayWord: (date: string, word: string) => `${date}: «${word}»`,
      noAnswers: 'Nadie de la peña jugó este día.',
      score: (score: number | null) =>
        score === null ? 'Sin votos' : `Media: ${score.toFixed(limits.scoreDecimals)}`,
      votes: votesText,
      yours: 'tu respuesta',
      lastRankingTitle: 'Ranking de la peña: última semana cerrada',
      lastRankingEmpty: 'Todavía no ha cerrado ninguna semana con respuestas de la peña.',
      currentTitle: 'Semana en curso (provisional)',
      provisional:
        'Provisional: ordenadas por los votos de la peña hasta ahora. El orden puede cambiar hasta que cierre la semana y salga el ranking.',
      currentEmpty: 'Nadie de la peña ha respondido todavía esta semana.',
      judgedTitle: 'Semana terminada: en votación',
      judgedNote: (day: string) =>
        `La semana ha terminado y la peña aún puede puntuar sus respuestas. Su ranking sale el ${day}.`,
      rate: 'Puntuar en la peña',
      rankScore: (score: number) => `Puntuación: ${score.toFixed(limits.scoreDecimals)}`,
      /** Under the first answers of a ranking: the rest, one tap away. */
      wholeRanking: (count: number) => `Ver el ranking completo (${count} respuestas)`,
      /** Under the newest earlier day: the others of the week, one tap away. */
      otherDays: (count: number) => (count === 1 ? 'Ver 1 día más' : `Ver ${count} días más`),
      best: 'Mejor respuesta de la peña',
      whyTitle: '¿Por qué este orden?',
      why: (how: { prior_mean: number | null; prior_weight: number; min_votes: number }) => [
        `Solo cuentan los votos de la peña. Cada respuesta con al menos ${how.min_votes} votos de la peña tiene una Puntuación y se ordena por ella.`,
        how.prior_mean === null
          ? 'Todavía nadie de la peña ha votado: cuando vote, su media será el punto de partida.'
          : `La Puntuación es la media de sus votos acercada a la media de la peña (${how.prior_mean.toFixed(limits.scoreDecimals)}) como si tuviera ${how.prior_weight} votos más con esa media: con pocos votos, una nota muy alta o muy baja pesa menos.`,
        `Las respuestas con menos de ${how.min_votes} votos van detrás, primero las que tienen más votos. El puesto del ranking general, si lo tiene, va al lado.`,
      ],
      period: (range: string) => `Del ${range}`,
      place: (place: number) => `${place}.º`,
      answerTo: (answer: string, word: string) => `«${answer}» a «${word}»`,
      publicRank: (rank: number) => `Puesto ${rank} del ranking general`,
    },
    invite: {
      button: 'Invitar',
      text: (name: string, url: string) => `Únete a mi peña «${name}» en WORDS ${url}`,
    },
    leave: {
      button: 'Salir de la peña',
      title: (name: string) => `¿Salir de la peña «${name}»?`,
      text: 'Dejarás de ver sus respuestas y su ranking. Para volver necesitarás una invitación.',
      ownerText:
        'Dejarás de ver sus respuestas y su ranking, y la peña pasará a quien lleve más tiempo en ella. Para volver necesitarás una invitación.',
      confirm: 'Sí, salir',
      sending: 'Saliendo...',
      failed: 'No se pudo salir de la peña. Inténtalo de nuevo.',
    },
    owner: {
      title: 'Llevar la peña',
      rename: 'Cambiar el nombre',
      renameTitle: 'Cambiar el nombre de la peña',
      save: 'Guardar',
      saving: 'Guardando...',
      renamed: (name: string) => `La peña se llama ahora «${name}».`,
      renameFailed: 'No se pudo cambiar el nombre. Inténtalo de nuevo.',
      remove: 'Quitar',
      removeLabel: (alias: string) => `Quitar a ${alias}`,
      removeTitle: (alias: string) => `¿Quitar a ${alias} de la peña?`,
      removeText: 'Dejará de ver la peña. Podrá volver si alguien le invita de nuevo.',
      removeConfirm: 'Sí, quitar',
      removing: 'Quitando...',
      removed: (alias: string) => `${alias} ya no está en la peña.`,
      removeFailed: 'No se pudo quitar a esa persona. Inténtalo de nuevo.',
      newLink: 'Nuevo enlace',
      newLinkTitle: '¿Crear un enlace nuevo?',
      newLinkText:
        'El enlace de invitación actual dejará de funcionar: quien lo abra no podrá unirse. Quienes ya están en la peña siguen en ella.',
      newLinkConfirm: 'Sí, crear un enlace nuevo',
      newLinkSending: 'Creando...',
      newLinkDone: 'Enlace nuevo creado. El anterior ya no funciona.',
      newLinkFailed: 'No se pudo crear el enlace nuevo. Inténtalo de nuevo.',
      delete: 'Borrar la peña',
      deleteTitle: (name: string) => `¿Borrar la peña «${name}»?`,
      deleteText:
        'Se borrará para todos sus miembros, con su enlace de invitación. Las respuestas de cada uno no se borran. No se puede deshacer.',
      deleteConfirm: 'Sí, borrar la peña',
      deleting: 'Borrando...',
      deleteFailed: 'No se pudo borrar la peña. Inténtalo de nuevo.',
    },
    cancel: 'Cancelar',
    join: {
      title: 'Invitación a una peña',
      invited: (name: string) => `Te han invitado a la peña «${name}».`,
      members: (members: number) =>
        members === 1 ? 'Ya tiene 1 miembro.' : `Ya tiene ${members} miembros.`,
      signInFirst: 'Entra con tu cuenta de Google para unirte y jugar con ellos.',
      button: 'Unirme a la peña',
      sending: 'Uniéndote...',
      failed: 'No se pudo unirte a la peña. Inténtalo de nuevo.',
      loadFailed: 'Error al cargar la invitación.',
      loadException: 'Hubo un problema al cargar la invitación.',
      toGroups: 'Ver tus peñas',
    },
  },

  duels: {
    challenge: 'Reta a un amigo',
    challengeAbout:
      'Mente gemela: ¿habéis dicho lo mismo? Si no, buscad la palabra que une las dos.',
    challenging: 'Creando el reto...',
    challengeFailed: 'No se pudo crear el reto. Inténtalo de nuevo.',
    inviteText: (url: string) => `¿Somos mente gemela? Juega conmigo en WORDS: ${url}`,
    sendLink: 'Enviar el enlace',
    toDuel: 'Ver el reto',
    retar: 'Retar',
    retarLabel: (alias: string) => `Retar a ${alias}`,
    inviteTitle: 'Mente gemela',
    invited: (alias: string) => `${alias} te reta a Mente gemela.`,
    signInFirst: 'Entra con tu cuenta de Google para aceptar el reto.',
    accept: 'Aceptar el reto',
    accepting: 'Aceptando...',
    acceptFailed: 'No se pudo aceptar el reto. Inténtalo de nuevo.',
    loadFailed: 'Error al cargar el reto.',
    loadException: 'Hubo un problema al cargar el reto.',
    title: (partner: string | null) => (partner ? `Mente gemela con ${partner}` : 'Mente gemela'),
    waitingFriend: 'Esperando a que tu amigo abra el enlace.',
    gone: 'Una cuenta borrada',
    firstRound: (word: string) => `Primera ronda: vuestra respuesta a «${word}».`,
    playFirst: 'Juega la palabra del día',
    waitingPartner: 'Esperando la palabra de tu pareja.',
    question: (a: string, b: string) => `¿Qué une «${a}» y «${b}»?`,
    wordLabel: 'Tu palabra',
    send: 'Enviar',
    sending: 'Enviando...',
    rounds: 'Rondas',
    round: (n: number) => `Ronda ${n}`,
    you: 'Tú',
    count: '¡Cuenta!',
    countAbout: '¿Casi lo mismo? Si los dos pulsáis «¡Cuenta!», es coincidencia.',
    counting: 'Enviando...',
    countFailed: 'No se pudo enviar «¡Cuenta!». Inténtalo de nuevo.',
    youCounted: 'Has dicho «¡Cuenta!»: falta tu pareja.',
    theyCounted: (partner: string) => `${partner} dice «¡Cuenta!».`,
    bothCounted: '«¡Cuenta!» de los dos.',
    match: (rounds: number) => `¡Mente gemela en ${rounds === 1 ? '1 ronda' : `${rounds} rondas`}!`,
    noMatch: 'Sin coincidencia esta vez. ¡Mañana, otra!',
    expired: 'El reto terminó sin coincidencia.',
    abandoned: 'El reto terminó: tu pareja borró su cuenta.',
    pairStreak: 'Racha en pareja',
    /** The pair's missed days ('7 dic') a paused duel's grace day saved, said as the comodín is. */
    graceSaved: streakSaved({
      one: 'Un día de gracia',
      many: 'Los días de gracia',
      streak: 'vuestra racha',
      day: 'el día del reto en pausa',
      days: 'los días de los retos en pausa',
    }),
    /** 'En pausa' (decision 0072): a round waited past a day of the late player's own time. */
    paused: 'En pausa',
    pausedYours: 'Te toca: el reto sigue cuando respondas.',
    pausedTheirs: (partner: string) => `${partner} aún no ha respondido: sigue cuando responda.`,
    /** «Te toca»: the one who waits may nudge the other once a day. */
    nudge: 'Te toca',
    nudgeAbout: (partner: string) => `Recuérdale a ${partner} que le toca: una vez al día.`,
    nudging: 'Enviando...',
    nudgeSent: (partner: string) => `«Te toca» enviado a ${partner}. Mañana podrás enviar otro.`,
    nudgeFailed: 'No se pudo enviar «Te toca». Inténtalo de nuevo.',
    nudged: (partner: string) => `${partner} te dice «Te toca».`,
    days: (days: number) => (days === 1 ? '1 día' : `${days} días`),
    shareText: (partner: string, rounds: string[][], matched: number | null, withWords: boolean) =>
      duelShare(
        matched === null
          ? `Mente gemela con ${partner}: sin coincidencia`
          : `Mente gemela con ${partner} en ${roundsText(matched)}`,
        rounds,
        matched,
        withWords,
      ),
  },

  /** «La mente del público»: a duel against the crowd (issue 60, point 4). */
  crowdMind: {
    title: 'La mente del público',
    start: 'Juega contra el público',
    starting: 'Preparando el reto...',
    startFailed: 'No se pudo empezar el reto. Inténtalo de nuevo.',
    startAbout:
      '¿Sin pareja hoy? Juega contra la mente del público: sus palabras son las que más jugadores dieron.',
    about:
      'Juegas contra el público, no contra un amigo: cada palabra suya es la que más jugadores dieron para unir las dos, nunca una de menos de 3. Sin racha en pareja.',
    crowd: 'El público',
    nobodyJoined: (a: string, b: string) =>
      `Nadie ha unido aún «${a}» y «${b}»: el público no sabe seguir. El reto acaba aquí.`,
    shareText: (rounds: string[][], matched: number | null, withWords: boolean) =>
      duelShare(
        matched === null
          ? `La mente del público: sin coincidencia en ${roundsText(rounds.length)}`
          : `La mente del público en ${roundsText(matched)}`,
        rounds,
        matched,
        withWords,
      ),
  },

  privacy: {
    link: 'Privacidad',
    title: 'Privacidad',
    sections: [
      {
        title: 'Qué guardamos',
        paragraphs: [
          'El identificador de tu cuenta (el que da Firebase al entrar con Google; no tu correo ni tu nombre), el nombre de jugador que elegiste, tu zona horaria y si quieres avisos.',
          'Tus respuestas, con su fecha, sus votos y su nota; los votos que das como juez; y las respuestas que denuncias, con el motivo.',
          'Si activas los recordatorios: la hora y la zona horaria que elegiste, la dirección que tu navegador da para enviarte notificaciones en cada dispositivo y una huella (no la dirección) de tu calendario privado.',
        ],
      },
      {
        title: 'Para qué',
        paragraphs: [
          'Solo para el juego: mostrarte la palabra del día, repartir las respuestas entre los jueces, calcular las notas y los rankings, y mantener el juego respetuoso.',
          'No hay publicidad ni vendemos ni cedemos tus datos. La analítica está desactivada salvo que quien publica el juego la configure.',
        ],
      },
      {
        title: 'Quién ve qué',
        paragraphs: [
          'Los demás jugadores ven tus respuestas sin tu nombre mientras las puntúan, y tu nombre de jugador junto a tus respuestas en los rankings cerrados.',
          'Nadie ve quién ha votado o denunciado qué. Los moderadores ven las respuestas denunciadas y pueden ocultarlas, cambiar un nombre ofensivo o suspender una cuenta; cada acción queda registrada.',
        ],
      },
      {
        title: 'Cuánto tiempo',
        paragraphs: [
          'Mientras tengas cuenta. Cuando la borras, se borran en ese momento tu registro, tus respuestas, tus votos y tus denuncias; las notas de las respuestas que puntuaste se recalculan.',
          'Las respuestas tuyas que ya estaban en un ranking cerrado se quedan en él sin tu nombre, como «Jugador eliminado». Las copias de seguridad se renuevan y las antiguas se borran.',
        ],
      },
      {
        title: 'Tus derechos',
        paragraphs: [
          'En Mis partidas, «Descargar mis datos» te da todo lo que guardamos de ti en un archivo JSON, y «Borrar mi cuenta» lo borra todo tras pedirte confirmación.',
          'También puedes pedir que corrijamos tus datos u oponerte a su uso, y reclamar ante la Agencia Española de Protección de Datos.',
        ],
      },
    ],
    contact: (address: string) => `Para cualquier pregunta sobre tus datos, escribe a ${address}.`,
    noContact: 'Para cualquier pregunta sobre tus datos, escribe a quien publica este juego.',
  },
} as const;
