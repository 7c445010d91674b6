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
  groups: '/penas',
  /** A peña's page; `groupHref` builds its links. */
  group: '/penas/:id',
  /** 'Puntuar en la peña'; `groupRateHref` builds its links. */
  groupRate: '/penas/:id/puntuar',
  /** An invitation to a peña; `joinHref` builds its links. */
  join: '/unirse/:code',
  /** A Mente gemela link; `duelInviteHref` builds it. */
  duelInvite: '/mente/:code',
  /** A duel's page; `duelHref` builds its links. */
  duel: '/retos/:id',
} as const;

/** The link to a past day's page. */
export const dayHref = (date: string) => `/day/${date}`;

/** The link to a peña's page. */
export const groupHref = (id: string) => `/penas/${encodeURIComponent(id)}`;

/** The link to a peña's own judging. */
export const groupRateHref = (id: string) => `/penas/${encodeURIComponent(id)}/puntuar`;

/** The invitation link of a peña, as its members share it. */
export const joinHref = (code: string) => `/unirse/${encodeURIComponent(code)}`;

/** A Mente gemela link, as a challenger shares it. */
export const duelInviteHref = (code: string) => `/mente/${encodeURIComponent(code)}`;

/** The link to a duel's page. */
export const duelHref = (id: string) => `/retos/${encodeURIComponent(id)}`;
