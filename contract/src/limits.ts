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
} as const;
