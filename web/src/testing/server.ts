import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';
import type { TodaysCrowd } from '@words/contract/api/play';
import { errors } from '@words/contract/errors';
import { demoConfig, newPlayerStats, remindersOff } from './data';

/** The API at the network level. Tests add their own answers with server.use(...). */
export const server = setupServer(
  http.get('/api/config', () => HttpResponse.json(demoConfig)),
  // 'Mis partidas' asks for the player's figures beside the cards; tests of the cards need not.
  http.get('/api/user/stats', () => HttpResponse.json(newPlayerStats)),
  // …and the reminders' settings, off until the player turns them on.
  http.get('/api/user/reminders', () => HttpResponse.json(remindersOff)),
  // …and the pairs' streaks of Mente gemela, none until a test gives some.
  http.get('/api/duels', () => HttpResponse.json({ duels: [], pair_streaks: [] })),
  // …and where their Spanish is from: nothing said, until a test says it.
  http.get('/api/user/region', () => HttpResponse.json({ region: null })),
  // After playing, and on a past day, the crowd by region: no region with enough players.
  http.get('/api/play/regions/:date', ({ params }) =>
    HttpResponse.json({ date: params.date, yourAnswer: null, yours: null, regions: [] }),
  ),
  // On /rankings, the map of the week: no region with enough judges.
  http.get('/api/rankings/:period/regions', ({ params }) =>
    HttpResponse.json({
      period: { start: params.period, end: params.period },
      regions: [],
      apart: [],
    }),
  ),
);

/** Today's word «casa» as GET /api/play/word-of-the-day gives it once `answer` was filed. */
export function playedToday(date: string, answer: string, crowd: TodaysCrowd): void {
  server.use(
    http.get('/api/play/word-of-the-day', () =>
      HttpResponse.json({
        date,
        word: 'casa',
        played: true,
        answer,
        message: errors.ALREADY_PLAYED.message,
        crowd,
      }),
    ),
  );
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
}

/** Records every request the page sends from now to the end of the test. */
export function trackRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

/** The API calls among `seen` (GET /api/config is public and made at start). */
export function apiCalls(seen: SeenRequest[]): string[] {
  return seen.filter((r) => r.path !== '/api/config').map((r) => `${r.method} ${r.path}`);
}
