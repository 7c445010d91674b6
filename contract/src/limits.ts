/** Every limit of the game, shared by the page and the server. */
export const limits = {
  aliasMinLength: 3,
  aliasMaxLength: 30,
  answerMaxLength: 24,
  scoreMin: 0,
  scoreMax: 10,
  scoreDecimals: 2,
  /** How many answers a period's ranking shows, and how many for each word. */
  rankingTopAnswers: 20,
  rankingTopPerWord: 3,
  /**
   * Days a period's answers are still judged after the period ends, before its ranking is
   * computed: the answers of its last day get at least 48 hours.
   */
  judgingGraceDays: 2,
  /**
   * Answers of a period a judge votes on before their votes weigh fully in its ranking, when the
   * period's usual judge votes on more (decision 0060).
   */
  fullWeightVotes: 10,
  /**
   * Judges vote together, and share one judge's weight in a ranking, when they share this many
   * answers and their votes on them are within `togetherWithin` hundredths on average (decision 0060).
   */
  togetherMinShared: 5,
  togetherWithin: 50,
  /**
   * A judge's reliability in a ranking (decision 0067): how far below the other judges of the same
   * answers their votes fall, beyond `reliabilityMargin` hundredths, counted as if they had cast
   * `reliabilityPriorVotes` more votes `reliabilityPriorBelow` hundredths below; a judge at or
   * under that prior weighs fully. Learned over `reliabilityRounds` rounds, each from the last.
   */
  reliabilityMargin: 150,
  reliabilityPriorVotes: 5,
  reliabilityPriorBelow: 100,
  reliabilityRounds: 10,
  /**
   * Calibration raises a severe judge's vote to at most this many hundredths above the other
   * judges' mean of the answer (decision 0067): severity to every other answer is no bonus.
   */
  severeRaisedAboveOthers: 200,
  /** Votes shared with other judges before a judge's agreement figure is shown. */
  judgeAgreementMinVotes: 5,
  /** How many of the day's most common answers /play shows after playing, and a past day's page. */
  crowdTopAnswers: 10,
  pastDayTopAnswers: 20,
  /**
   * Players who gave an answer before the public lists (the crowd, a past day's page) show it to
   * others; its author always sees their own.
   */
  crowdMinPlayers: 2,
  /**
   * The crowd by region («En México dijeron…», decision 0071): a region shows only with at least
   * `regionMinPlayers` players that day, an answer only when at least `regionMinAnswerPlayers` of
   * them gave it, its share of the region's players rounded to the nearest `regionShareStep` per
   * cent; `regionTopAnswers` answers a region. No small group and no one player can be told.
   */
  regionMinPlayers: 20,
  regionMinAnswerPlayers: 5,
  regionShareStep: 5,
  regionTopAnswers: 5,
  /**
   * The map of the week (decision 0076): a region's best answers of a closed week show only when
   * at least `regionMinJudges` judges of it had votes counted in the week; `regionWeekTopAnswers`
   * answers a region, and the `regionApartDays` days on which the regions' most said answers were
   * furthest apart («Donde más os diferenciáis»).
   */
  regionMinJudges: 20,
  regionWeekTopAnswers: 5,
  regionApartDays: 3,
  /** Days played before /play asks, once, '¿De dónde es tu español?'. */
  regionAskAfterDays: 3,
  /** Hours after vote/random hands an answer to a judge during which they may vote on it, skip it or report it. */
  servedAnswerHours: 6,
  /** Reports of a judge that operators rejected (by restoring the answer) before their reports hide nothing. */
  rejectedReportsToStopHiding: 3,
  /**
   * A peña's ranking (decision 0060): the votes an answer needs from the peña to be placed by its
   * 'Puntuación', and the weight in votes of the peña's mean vote in that Bayesian average: a small
   * group's figures.
   */
  penaMinVotes: 2,
  penaPriorWeight: 2,
  groupNameMinLength: 3,
  groupNameMaxLength: 40,
  /** Consecutive days played that earn a comodín, and how many a player holds at most. */
  comodinEveryDays: 7,
  comodinesMax: 2,
  /** A reminder's hour of the player's own day: 0 to 23. */
  reminderHourMin: 0,
  reminderHourMax: 23,
  /** The hour a reminder starts at before the player picks one, on the page and the server: the evening. */
  reminderHourDefault: 20,
  /** Push subscriptions (devices) a player may keep; the oldest goes when a new one comes. */
  pushDevicesMax: 10,
  /** Longest push endpoint and key accepted. */
  pushEndpointMaxLength: 1000,
  pushKeyMaxLength: 200,
  /**
   * Grace days a pair's streak ('Racha en pareja') holds, the comodín's rule: one earned by each
   * day the pair finished a duel, spent on a missed day whose duel is still in play (paused).
   */
  pairGraceEveryDays: 1,
  pairGraceMax: 1,
  /** Rounds of a Mente gemela duel, the day's answers included, before it ends without a match. */
  duelMaxRounds: 10,
  /**
   * Players who gave a word before «La mente del público» plays it: the day's answer of its first
   * round, and each later word that joined the same two (nothing one player wrote is the crowd's).
   */
  crowdMindMinPlayers: 3,
} as const;

/**
 * The game's rules an operator may change (docs/OPERATIONS.md's configuration table), as they stand unless the
 * server's environment says otherwise: server/src/environment.ts takes each variable's default from here.
 */
export const ruleDefaults = {
  /** Length of a ranking period in days (PERIOD_DAYS); 7 gives ISO weeks. */
  periodDays: 7,
  /** Weight of the period's mean vote in each answer's Bayesian average, in votes (RANKING_PRIOR_WEIGHT). */
  rankingPriorWeight: 5,
  /** Votes an answer needs to enter its period's ranking (RANKING_MIN_VOTES). */
  rankingMinVotes: 3,
  /** Answers a player judges in a period before their own of it are served first (KARMA_MIN_VOTES). */
  karmaMinVotes: 3,
  /** Answers a judge shares with other judges before the rankings correct their votes (CALIBRATION_MIN_VOTES). */
  calibrationMinVotes: 10,
  /** Distinct established judges whose reports hide an answer at once (REPORTS_TO_HIDE). */
  reportsToHide: 3,
  /** Different days a judge has answered on before their votes count (ESTABLISHED_MIN_DAYS). */
  establishedMinDays: 3,
  /** Votes a judge has cast before their votes count (ESTABLISHED_MIN_VOTES). */
  establishedMinVotes: 10,
  /** Members a peña may have (GROUP_MAX_MEMBERS). */
  groupMaxMembers: 50,
  /** Peñas a player may be in (GROUP_MAX_PER_PLAYER). */
  groupMaxPerPlayer: 10,
  /** Mente gemela duels a player may be seated in on one day, however made (DUEL_MAX_PER_DAY). */
  duelMaxPerDay: 5,
} as const;
