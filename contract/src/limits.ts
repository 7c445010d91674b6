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
  /** Votes shared with other judges before a judge's agreement figure is shown. */
  judgeAgreementMinVotes: 5,
  /** How many of the day's most common answers /play shows after playing, and a past day's page. */
  crowdTopAnswers: 10,
  pastDayTopAnswers: 20,
} as const;
