import { errors, type ErrorCode } from '@words/contract/errors';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { answerRandom, answerVote, openJudging, refuseVotes, scoreBox } from './judging-api';

// Issue 13, point 5: these showed 'Hubo un problema al enviar el voto.' and dropped the vote.
describe('a vote this answer can never get: the server says why, and the next answer comes', () => {
  const answerGone: ErrorCode[] = [
    'ALREADY_VOTED',
    'VOTING_CLOSED',
    'ANSWER_NOT_SERVED',
    'ANSWER_NOT_FOUND',
    'OWN_ANSWER',
  ];

  test.each(answerGone)('%s', async (code) => {
    answerRandom();
    refuseVotes(code);
    const { user, input, rate } = await openJudging();

    await user.type(input, '7');
    await user.click(rate);

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(errors[code].message);
    expect(screen.queryByText('hogar')).not.toBeInTheDocument();
    expect(scoreBox()).toHaveValue('');
  });
});

describe('a vote that may still go through: the answer and the score stay', () => {
  test.each<ErrorCode>(['INVALID_SCORE', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'])(
    '%s: the server message',
    async (code) => {
      answerRandom();
      refuseVotes(code);
      const { user, input, rate } = await openJudging();

      await user.type(input, '7');
      await user.click(rate);

      expect(await screen.findByRole('alert')).toHaveTextContent(errors[code].message);
      expect(screen.getByText('hogar')).toBeInTheDocument();
      expect(input).toHaveValue('7');
    },
  );

  test.each([
    ['400 without a server message', 400, 'Error al enviar el voto.'],
    ['another status without a server message', 502, 'Hubo un problema al enviar el voto.'],
    ['an exception', null, 'Hubo un problema al enviar el voto.'],
  ])("%s: SPEC.md's text", async (_, status, text) => {
    answerRandom();
    answerVote(() => (status === null ? HttpResponse.error() : new HttpResponse(null, { status })));
    const { user, input, rate } = await openJudging();

    await user.type(input, '7');
    await user.click(rate);

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByText('hogar')).toBeInTheDocument();
    expect(input).toHaveValue('7');
  });
});
