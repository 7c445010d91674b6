import type {
  NothingToJudge,
  NothingToJudgeReason,
  RandomAnswerResponse,
  SkipBody,
  VoteBody,
  VotedAnswer,
} from '@words/contract/api/vote';
import { errors, type ErrorCode } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

export const first = { word: 'casa', answer: 'hogar', answer_uuid: 'answer-1' };
export const second = { word: 'casa', answer: 'tejado', answer_uuid: 'answer-2' };

export const scoreLabel = 'Tu nota (de 0.00 a 10.00)';
export const invalidScore = 'Por favor, ingresa una puntuación válida entre 0.00 y 10.00.';
export const scoreHint = 'La nota va de 0 a 10, con 2 decimales como mucho.';

/** GET /api/vote/random hands out `answers` in order, then says nothing is left (a 200). */
export function answerRandom(answers: RandomAnswerResponse[] = [first, second]) {
  const queue = [...answers];
  server.use(
    http.get('/api/vote/random', () => {
      const next = queue.shift();
      return HttpResponse.json(next ?? nothingToJudge('NO_MORE_QUESTIONS'));
    }),
  );
}

/** GET /api/vote/random's answer when it has nothing to hand out, as the server words it. */
export function nothingToJudge(reason: NothingToJudgeReason): NothingToJudge {
  return { done: true, error: reason, message: errors[reason].message };
}

/** POST /api/vote/submit answers with `response`. */
export function answerVote(response: () => Response | Promise<Response>) {
  server.use(http.post('/api/vote/submit', response));
}

/**
 * POST /api/vote/submit files every vote (201), answering where the answer stands (`standing`,
 * by default the vote alone) and, for a judge not yet established, why the vote does not count
 * yet; the returned list holds their bodies.
 */
export function fileVotes(standing?: VotedAnswer, notCountedYet?: string): VoteBody[] {
  const bodies: VoteBody[] = [];
  server.use(
    http.post('/api/vote/submit', async ({ request }) => {
      const body = (await request.json()) as VoteBody;
      bodies.push(body);
      return HttpResponse.json(
        {
          success: true,
          message: messages.voteCast,
          answer: standing ?? { score: body.score, votes: 1 },
          ...(notCountedYet !== undefined && { notCountedYet }),
        },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

/** POST /api/vote/skip takes every skip (204); the returned list holds their bodies. */
export function takeSkips(): SkipBody[] {
  const bodies: SkipBody[] = [];
  server.use(
    http.post('/api/vote/skip', async ({ request }) => {
      bodies.push((await request.json()) as SkipBody);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}

/** POST /api/vote/submit refuses every vote with `code`, as the server does. */
export function refuseVotes(code: ErrorCode) {
  const { message, status } = errors[code];
  answerVote(() => HttpResponse.json({ error: code, message }, { status }));
}

/** /rate, once the first answer to judge is shown. */
export async function openJudging() {
  const rendered = renderApp('/rate');
  expect(screen.getByText('Cargando...')).toBeInTheDocument();
  const input = await screen.findByLabelText(scoreLabel);
  return { ...rendered, input, rate: screen.getByRole('button', { name: 'Puntuar' }) };
}

/** The score box now on the page (a new answer brings a new one). */
export function scoreBox() {
  return screen.getByLabelText(scoreLabel);
}
