import type {
  GroupDetail,
  GroupMember,
  GroupSummary,
  GroupsResponse,
} from '@words/contract/api/groups';
import { errors, type ErrorCode } from '@words/contract/errors';
import { configure, getConfig } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { server } from '@/testing/server';

/** A refusal in the server's shape: the contract's status and Spanish text. */
export function refusal(code: ErrorCode) {
  return HttpResponse.json(
    { error: code, message: errors[code].message },
    { status: errors[code].status },
  );
}

export const ana: GroupMember = {
  id: 'm-ana',
  alias: 'Ana',
  played_today: true,
  streak: 4,
  owner: true,
  you: true,
};
export const luis: GroupMember = {
  id: 'm-luis',
  alias: 'Luis',
  played_today: false,
  streak: 0,
  owner: false,
  you: false,
};
export const marta: GroupMember = {
  id: 'm-marta',
  alias: 'Marta',
  played_today: true,
  streak: 1,
  owner: false,
  you: false,
};

/** 'Los del barrio' as its owner Ana sees it, having played today. */
export const barrio: GroupDetail = {
  id: 'g-1',
  name: 'Los del barrio',
  owner: 'Ana',
  is_owner: true,
  invite_code: 'code-one',
  members: [ana, luis, marta],
  today: {
    date: '2026-11-26',
    word: 'mar',
    answers: [
      { alias: 'Ana', answer: 'ola', score: null, votes: 0, mine: true },
      { alias: 'Marta', answer: 'sal', score: null, votes: 0, mine: false },
    ],
  },
  earlier_days: [
    {
      date: '2026-11-25',
      word: 'sol',
      answers: [
        { alias: 'Marta', answer: 'playa', score: 7.5, votes: 4, mine: false },
        { alias: 'Ana', answer: 'verano', score: null, votes: 0, mine: true },
      ],
    },
    { date: '2026-11-24', word: 'pan', answers: [] },
  ],
  last_ranking: {
    start: '2026-11-16',
    end: '2026-11-23',
    how: { prior_mean: 7, prior_weight: 2, min_votes: 2 },
    answers: [
      {
        place: 1,
        alias: 'Luis',
        word: 'luna',
        answer: 'noche',
        date: '2026-11-18',
        score: 8.25,
        votes: 6,
        rank: 3,
        mine: false,
        rank_score: 7.9,
        best: true,
      },
      {
        place: 2,
        alias: 'Ana',
        word: 'río',
        answer: 'agua',
        date: '2026-11-17',
        score: 6,
        votes: 5,
        rank: null,
        mine: true,
        rank_score: 6.4,
        best: false,
      },
    ],
  },
  judged_week: null,
  current_week: {
    start: '2026-11-23',
    end: '2026-11-30',
    how: { prior_mean: 7, prior_weight: 2, min_votes: 2 },
    answers: [
      {
        place: 1,
        alias: 'Marta',
        word: 'sol',
        answer: 'playa',
        date: '2026-11-25',
        score: 7.5,
        votes: 4,
        rank: null,
        mine: false,
        rank_score: 7.3,
        best: true,
      },
    ],
  },
};

/** The same peña as Luis sees it: a member who does not own it and has not played today. */
export const barrioForLuis: GroupDetail = {
  ...barrio,
  is_owner: false,
  members: [{ ...ana, you: false }, { ...luis, you: true }, marta],
  today: null,
};

export const summaries: GroupSummary[] = [
  { id: 'g-1', name: 'Los del barrio', members: 3, played_today: 2 },
  { id: 'g-2', name: 'Oficina', members: 1, played_today: 1 },
];

export function answerGroups(groups: GroupSummary[] = summaries) {
  const body: GroupsResponse = { groups };
  server.use(http.get('/api/groups', () => HttpResponse.json(body)));
}

export function answerGroup(group: GroupDetail = barrio) {
  server.use(http.get(`/api/groups/${group.id}`, () => HttpResponse.json(group)));
}

/** Records the JSON bodies `handler` is sent. */
export function bodiesOf(bodies: unknown[], response: () => Response) {
  return async ({ request }: { request: Request }) => {
    const text = await request.text();
    bodies.push(text === '' ? null : JSON.parse(text));
    return response();
  };
}

/**
 * The pages of peñas load on their first visit (React.lazy): loaded once before a file's tests,
 * and the waits of Testing Library made longer for them, so a slow first import or first render
 * on a busy machine never outlasts a query's wait. Put back after the file.
 */
export function prepareGroupPages() {
  vi.setConfig({ testTimeout: 15_000 });
  let before = getConfig().asyncUtilTimeout;
  beforeAll(async () => {
    before = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: 4000 });
    await Promise.all([
      import('../components/groups-page'),
      import('../components/group-page'),
      import('../components/join-page'),
    ]);
  });
  afterAll(() => {
    configure({ asyncUtilTimeout: before });
    vi.resetConfig();
  });
}

/**
 * The focus moves in an effect, which may run a moment after the DOM it acts on shows: waits for
 * the element, then for the focus, rather than catching the page in between.
 */
export async function expectFocusOn(find: () => HTMLElement) {
  await vi.waitFor(find, { timeout: 8000 });
  await vi.waitFor(() => expect(find()).toHaveFocus(), { timeout: 2000 });
}
