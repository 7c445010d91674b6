/** Every route of the page, used by the router and by every link. */
export const paths = {
  home: '/',
  play: '/play',
  rate: '/rate',
  instructions: '/instructions',
  rankings: '/rankings',
  profile: '/profile',
  privacy: '/privacy',
  /** A past day's page; `dayOf` builds its links. */
  day: '/day/:date',
} as const;

/** The link to a past day's page. */
export const dayHref = (date: string) => `/day/${date}`;
