import { messages } from '@words/contract/messages';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { answerRandom, answerVote, fileVotes, first, openRate } from './rate-api';

// Issue 13, point 2: 'Enviando...' existed in the code and was never shown.
describe('while a vote is on its way', () => {
  test("the button says 'Enviando...' and cannot be pressed again", async () => {
    answerRandom();
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    answerVote(async () => {
      await delivered;
      return HttpResponse.json(
        { success: true, message: messages.voteCast, answer: { score: 7, votes: 1 } },
        { status: 201 },
      );
    });
    const { user, input, rate } = await openRate();

    await user.type(input, '7');
    await user.click(rate);

    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toBeDisabled();
    // Nor can a quick score or 'Saltar' send another call meanwhile.
    expect(screen.getByRole('button', { name: '7' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saltar' })).toBeDisabled();
    deliver();
    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Puntuar' })).toBeEnabled();
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
    const { user, input, rate } = await openRate();

    await user.type(input, typed);
    await user.click(rate);

    await screen.findByText('tejado');
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  test('two identical answers in a row: the second is numbered as the next one', async () => {
    const twin = { ...first, answer_uuid: 'answer-twin' };
    answerRandom([first, twin]);
    const votes = fileVotes();
    const { user, input, rate } = await openRate();
    expect(screen.getByText('Respuesta n.º 1')).toBeInTheDocument();

    await user.type(input, '6');
    await user.click(rate);

    expect(await screen.findByText('Respuesta n.º 2')).toBeInTheDocument();
    expect(screen.queryByText('Respuesta n.º 1')).not.toBeInTheDocument();
    expect(screen.getByText('hogar')).toBeInTheDocument();
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: 6 }]);
  });
});
