import { messages } from '@words/contract/messages';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { apiCalls, server, trackRequests } from '@/testing/server';
import { answerRandom, answerVote, fileVotes, first, openJudging } from './judging-api';

// Issue 13, point 2: 'Enviando...' existed in the code and was never shown. Decision 0015: a
// button whose call is on its way says so, is aria-disabled and aria-busy instead of `disabled`,
// keeps the focus and ignores a second press. (Until issue 23 this test pinned `disabled`.)
describe('while a call is on its way', () => {
  /** A response held until `deliver()`. */
  function held(response: () => Response) {
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    return { deliver, respond: async () => (await delivered, response()) };
  }

  test("'Puntuar' says 'Enviando...', keeps the focus, and no button sends another call", async () => {
    answerRandom();
    const vote = held(() =>
      HttpResponse.json(
        { success: true, message: messages.voteCast, answer: { score: 7, votes: 1 } },
        { status: 201 },
      ),
    );
    answerVote(vote.respond);
    const { user, input, rate } = await openJudging();
    const seen = trackRequests();

    await user.type(input, '7');
    await user.click(rate);

    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toBe(rate);
    expect(sending).toBeEnabled();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(sending).toHaveFocus();
    // Nor can a quick score or 'Saltar' send another call meanwhile.
    const quick = screen.getByRole('button', { name: '7' });
    const skip = screen.getByRole('button', { name: 'Saltar' });
    expect(quick).toHaveAttribute('aria-disabled', 'true');
    expect(skip).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    await user.click(quick);
    await user.click(skip);
    vote.deliver();

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Puntuar' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(apiCalls(seen)).toEqual(['POST /api/vote/submit', 'GET /api/vote/random']);
  });

  test("'Saltar' says 'Saltando...', keeps the focus, and no button sends another call", async () => {
    answerRandom();
    const skipped = held(() => new HttpResponse(null, { status: 204 }));
    server.use(http.post('/api/vote/skip', skipped.respond));
    const { user } = await openJudging();
    const seen = trackRequests();

    await user.click(screen.getByRole('button', { name: 'Saltar' }));

    const skipping = screen.getByRole('button', { name: 'Saltando...' });
    expect(skipping).toHaveAttribute('aria-disabled', 'true');
    expect(skipping).toHaveAttribute('aria-busy', 'true');
    expect(skipping).toHaveFocus();
    // 'Puntuar' says nothing is being voted, and waits.
    const rate = screen.getByRole('button', { name: 'Puntuar' });
    expect(rate).toHaveAttribute('aria-disabled', 'true');
    expect(rate).toHaveAttribute('aria-busy', 'false');
    await user.click(skipping);
    await user.click(rate);
    await user.click(screen.getByRole('button', { name: '7' }));
    skipped.deliver();

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(apiCalls(seen)).toEqual(['POST /api/vote/skip', 'GET /api/vote/random']);
  });
});

// Issue 13, point 8: the judge sees what was recorded, and a new answer looks new.
describe('after a vote', () => {
  test.each([
    ['7,5', '¡Voto enviado con éxito! Tu nota: 7,50'],
    ['7.5', '¡Voto enviado con éxito! Tu nota: 7.50'],
    ['10', '¡Voto enviado con éxito! Tu nota: 10.00'],
    ['0,05', '¡Voto enviado con éxito! Tu nota: 0,05'],
  ])('"%s": the message repeats the score recorded, as "%s"', async (typed, message) => {
    answerRandom();
    fileVotes();
    const { user, input, rate } = await openJudging();

    await user.type(input, typed);
    await user.click(rate);

    await screen.findByText('tejado');
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  test('two identical answers in a row: the second is numbered as the next one', async () => {
    const twin = { ...first, answer_uuid: 'answer-twin' };
    answerRandom([first, twin]);
    const votes = fileVotes();
    const { user, input, rate } = await openJudging();
    expect(screen.getByText('Respuesta n.º 1')).toBeInTheDocument();

    await user.type(input, '6');
    await user.click(rate);

    expect(await screen.findByText('Respuesta n.º 2')).toBeInTheDocument();
    expect(screen.queryByText('Respuesta n.º 1')).not.toBeInTheDocument();
    expect(screen.getByText('hogar')).toBeInTheDocument();
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: 6 }]);
  });
});
