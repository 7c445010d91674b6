/** Every call that needs a signed-in player: each must refuse a missing or bad token. */
export const protectedCalls = [
  ['POST', '/api/user/login'],
  ['POST', '/api/user/register'],
  ['GET', '/api/user/profile'],
  ['GET', '/api/user/stats'],
  ['GET', '/api/play/word-of-the-day'],
  ['GET', '/api/play/day/2026-11-15'],
  ['POST', '/api/play/submit'],
  ['GET', '/api/vote/random'],
  ['POST', '/api/vote/submit'],
  ['POST', '/api/vote/report'],
  ['GET', '/api/user/export'],
  ['DELETE', '/api/user'],
  ['GET', '/api/rankings'],
  ['GET', '/api/rankings/2026-11-16'],
] as const;
