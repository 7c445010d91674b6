/** Every route of the page, used by the router and by every link. */
export const paths = {
  home: '/',
  play: '/play',
  rate: '/rate',
  instructions: '/instructions',
  rankings: '/rankings',
  profile: '/profile',
} as const;
