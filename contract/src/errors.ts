/**
 * Every error the API can answer, with its HTTP status and the Spanish text a player reads.
 * The page shows these messages too, so each text lives here only once.
 */
export const errors = {
  INVALID_REQUEST: { status: 400, message: 'La petición no es válida.' },
  INVALID_JSON: { status: 400, message: 'La petición no es un JSON válido.' },
  BODY_TOO_LARGE: { status: 413, message: 'La petición es demasiado grande.' },
  HEADERS_TOO_LARGE: {
    status: 431,
    message: 'Las cabeceras de la petición son demasiado grandes.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'La petición ha tardado demasiado en llegar. Inténtalo de nuevo.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'La petición debe enviarse como JSON.' },
  UNAUTHORIZED: {
    status: 401,
    message: 'Tu sesión no es válida o ha caducado. Vuelve a entrar con Google.',
  },
  NOT_REGISTERED: {
    status: 403,
    message: 'Antes de jugar tienes que elegir tu nombre de jugador.',
  },
  ALREADY_REGISTERED: { status: 409, message: 'Ya estás registrado.' },
  INVALID_ALIAS: {
    status: 400,
    message:
      'El nombre debe tener entre 3 y 30 caracteres: letras, números, espacios, puntos, guiones o guiones bajos.',
  },
  ALIAS_TOO_SHORT: { status: 400, message: 'El nombre debe tener al menos 3 caracteres.' },
  ALIAS_TAKEN: { status: 409, message: 'Ese nombre ya está en uso. Elige otro.' },
  OFFENSIVE_ALIAS: {
    status: 400,
    message: 'Ese nombre no está permitido porque puede resultar ofensivo. Elige otro.',
  },
  RESERVED_ALIAS: {
    status: 400,
    message: 'Ese nombre está reservado para el juego y su equipo. Elige otro.',
  },
  OFFENSIVE_ANSWER: {
    status: 400,
    message:
      'Esa palabra no se admite porque puede resultar ofensiva: todos verán tu respuesta. Prueba con otra.',
  },
  BANNED: {
    status: 403,
    message:
      'Tu cuenta está suspendida por no respetar las normas del juego. Puedes descargar o borrar tus datos desde Mis partidas.',
  },
  INVALID_TIMEZONE: { status: 400, message: 'La zona horaria no es válida.' },
  EMPTY_ANSWER: { status: 400, message: 'Escribe una respuesta antes de enviarla.' },
  ANSWER_TOO_LONG: { status: 400, message: 'La respuesta no puede tener más de 24 caracteres.' },
  INVALID_ANSWER: {
    status: 400,
    message: 'La respuesta debe ser una sola palabra, solo con letras del español.',
  },
  ANSWER_IS_THE_WORD: {
    status: 400,
    message: 'La respuesta no puede ser la misma palabra del día.',
  },
  ANSWER_IS_A_FORM_OF_THE_WORD: {
    status: 400,
    message:
      'La respuesta no puede ser una forma de la palabra del día: ni su plural, ni su femenino, ni una forma del verbo («vuelo» de «volar»), ni otra palabra de su misma raíz.',
  },
  NOT_IN_DICTIONARY: {
    status: 400,
    message:
      'Esa palabra no está en el diccionario. Prueba con la raíz o con otra variante de la palabra.',
  },
  WORD_EXPIRED: {
    status: 409,
    message: 'La palabra del día ha cambiado. Recarga la página para jugar con la nueva.',
  },
  ALREADY_PLAYED: { status: 409, message: 'Ya has jugado la palabra de hoy. ¡Vuelve mañana!' },
  NO_MORE_QUESTIONS: { status: 404, message: 'No hay más respuestas por hoy, vuelve mañana.' },
  ANSWER_NOT_FOUND: { status: 404, message: 'Esa respuesta no existe.' },
  INVALID_SCORE: {
    status: 400,
    message: 'Por favor, ingresa una puntuación válida entre 0.00 y 10.00.',
  },
  OWN_ANSWER: { status: 403, message: 'No puedes puntuar tu propia respuesta.' },
  ANSWER_NOT_SERVED: {
    status: 403,
    message:
      'Solo puedes puntuar las respuestas que te da Puntuar, durante unas horas. Pasa a la siguiente.',
  },
  PLAY_TODAY_FIRST: {
    status: 403,
    message: 'Juega la palabra de hoy para puntuar las respuestas de hoy.',
  },
  ALREADY_VOTED: { status: 409, message: 'Ya has puntuado esta respuesta.' },
  REPORT_NOT_SERVED: {
    status: 403,
    message: 'Solo puedes denunciar las respuestas que te da Puntuar, durante unas horas.',
  },
  ALREADY_REPORTED: { status: 409, message: 'Ya has denunciado esta respuesta.' },
  VOTING_CLOSED: {
    status: 409,
    message: 'El periodo de esta respuesta ya ha terminado y no se puede puntuar.',
  },
  PERIOD_NOT_FOUND: {
    status: 404,
    message: 'Ese periodo no existe o todavía no ha terminado.',
  },
  DAY_NOT_FOUND: {
    status: 404,
    message: 'Ese día todavía no ha terminado o no tuvo palabra: no hay respuestas que enseñar.',
  },
  INVALID_REGION: {
    status: 400,
    message:
      'Esa región no está en la lista: elige uno de los países, «Otro» o «Prefiero no decirlo».',
  },
  CROWD_AFTER_PLAYING: {
    status: 403,
    message: 'Juega la palabra de hoy para ver lo que han dicho los demás.',
  },
  INVALID_GROUP_NAME: {
    status: 400,
    message:
      'El nombre de la peña debe tener entre 3 y 40 caracteres: letras, números, espacios y signos sencillos.',
  },
  OFFENSIVE_GROUP_NAME: {
    status: 400,
    message: 'Ese nombre de peña no está permitido porque puede resultar ofensivo. Elige otro.',
  },
  RESERVED_GROUP_NAME: {
    status: 400,
    message: 'Ese nombre está reservado para el juego y su equipo. Elige otro para tu peña.',
  },
  TOO_MANY_GROUPS: {
    status: 409,
    message: 'Ya estás en el máximo de peñas. Sal de alguna para crear otra o unirte a otra.',
  },
  GROUP_FULL: {
    status: 409,
    message: 'Esta peña está completa: ya tiene el máximo de miembros.',
  },
  INVITE_NOT_FOUND: {
    status: 404,
    message: 'Esta invitación no existe o ya no es válida. Pide a la peña un enlace nuevo.',
  },
  NOT_A_MEMBER: { status: 404, message: 'Esta peña no existe o no eres miembro.' },
  NOT_GROUP_OWNER: {
    status: 403,
    message: 'Solo quien lleva la peña puede hacer esto.',
  },
  MEMBER_NOT_FOUND: { status: 404, message: 'Esa persona ya no está en la peña.' },
  DUEL_NOT_FOUND: { status: 404, message: 'Este reto no existe o no juegas en él.' },
  DUEL_FULL: {
    status: 409,
    message: 'Otra persona ya ha aceptado este reto. Pide a quien te retó un enlace nuevo.',
  },
  DUEL_OVER: { status: 409, message: 'Este reto ya ha terminado.' },
  OWN_DUEL: { status: 409, message: 'No puedes aceptar tu propio reto: comparte el enlace.' },
  TOO_MANY_DUELS: {
    status: 409,
    message: 'Ya tienes el máximo de retos de hoy. Termina alguno y vuelve mañana a por más.',
  },
  // Over their day's limit, or banned: which, is theirs to know.
  PARTNER_CANNOT_DUEL: {
    status: 409,
    message: 'Esa persona no puede jugar más retos hoy. Prueba mañana o reta a otra persona.',
  },
  NOT_YOUR_TURN: {
    status: 409,
    message:
      'Ahora no te toca: la primera palabra es tu respuesta del día, y después cada ronda espera a tu pareja.',
  },
  DUEL_ROUND_NOT_REVEALED: {
    status: 409,
    message:
      'Esa ronda aún no se ha desvelado: «¡Cuenta!» se dice con las dos palabras a la vista.',
  },
  DUEL_ROUND_NOT_LATEST: {
    status: 409,
    message: '«¡Cuenta!» solo vale en la última ronda desvelada.',
  },
  DUEL_ALREADY_MATCHED: {
    status: 409,
    message: 'Este reto ya acabó en coincidencia: no hace falta «¡Cuenta!».',
  },
  CROWD_MIND_PLAY_FIRST: {
    status: 409,
    message: 'Juega la palabra de hoy primero: tu respuesta es la primera ronda contra el público.',
  },
  CROWD_MIND_NO_WORD: {
    status: 409,
    message:
      'El público aún no ha dado hoy una respuesta distinta de la tuya. Vuelve dentro de un rato.',
  },
  NUDGE_NOT_WAITING: {
    status: 409,
    message: 'Solo puedes decir «Te toca» cuando esperas la palabra de tu pareja.',
  },
  ALREADY_NUDGED: {
    status: 409,
    message: 'Ya le has dicho «Te toca» hoy. Mañana podrás recordárselo otra vez.',
  },
  WORD_ALREADY_SAID: {
    status: 400,
    message: 'Esa palabra ya ha salido en este reto. Busca otra que una las dos.',
  },
  RATE_LIMITED: {
    status: 429,
    message: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.',
  },
  NOT_FOUND: { status: 404, message: 'Esta dirección no existe.' },
  INVALID_PUSH_SUBSCRIPTION: {
    status: 400,
    message:
      'Este navegador no ha dado una suscripción de notificaciones válida. Prueba con otro navegador.',
  },
  PUSH_NOT_FOUND: {
    status: 404,
    message: 'Las notificaciones de este dispositivo ya estaban desactivadas.',
  },
  CALENDAR_NOT_FOUND: {
    status: 404,
    message: 'Este calendario ya no existe. Crea una dirección nueva en Mis partidas.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible ahora mismo. Inténtalo de nuevo en unos minutos.',
  },
  // Answered by the proxy in front of the instances, never by the server (docs/haproxy).
  BAD_GATEWAY: {
    status: 502,
    message: 'El servidor no ha podido responder a tu petición. Inténtalo de nuevo.',
  },
  GATEWAY_TIMEOUT: {
    status: 504,
    message: 'El servidor ha tardado demasiado en responder. Inténtalo de nuevo en unos minutos.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message: 'Algo ha fallado en el servidor. Inténtalo de nuevo en unos minutos.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errors;

/** The body of every error response. */
export interface ApiError {
  error: ErrorCode;
  message: string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errors, value);
}

/** INVALID_REQUEST's message when the request's shape is wrong: which field, in Spanish. */
export const requestProblems = {
  missingField: (field: string) => `Falta el campo «${field}».`,
  unknownField: (field: string) => `El campo «${field}» no está permitido.`,
  notAnObject: 'La petición debe ser un objeto JSON.',
  invalidField: (field: string) => `El campo «${field}» no es válido.`,
} as const;
