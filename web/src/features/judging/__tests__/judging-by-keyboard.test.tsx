import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import {
  answerRandom,
  answerVote,
  fileVotes,
  invalidScore,
  openJudging,
  scoreBox,
} from './judging-api';

// Issue 13, point 4: after each vote focus fell to the page body.
describe('focus stays in the score box', () => {
  test('"type a score, Enter" can be repeated from one answer to the next', async () => {
    answerRandom();
    const votes = fileVotes();
    const { user, input } = await openJudging();

    await user.type(input, '7{Enter}');
    await screen.findByText('tejado');
    expect(scoreBox()).toHaveFocus();
    await user.keyboard('8{Enter}');

    await screen.findByText('No hay más respuestas por hoy, vuelve mañana.');
    expect(votes).toEqual([
      { answer_uuid: 'answer-1', score: 7 },
      { answer_uuid: 'answer-2', score: 8 },
    ]);
  });

  test("after 'Puntuar' is clicked and the vote fails, focus is back in the score box", async () => {
    answerRandom();
    answerVote(() => HttpResponse.error());
    const { user, input, rate } = await openJudging();

    await user.type(input, '7');
    await user.click(rate);

    await screen.findByRole('alert');
    expect(input).toHaveFocus();
  });

  test("after 'Puntuar' is clicked with no valid score, focus is back in the score box", async () => {
    answerRandom();
    const { user, input, rate } = await openJudging();

    await user.type(input, ',');
    await user.click(rate);

    expect(screen.getByRole('alert')).toHaveTextContent(invalidScore);
    expect(input).toHaveFocus();
  });
});

// Issue 13, point 9: messages pushed the card down; the score box was not focused.
describe('an answer as it arrives', () => {
  test('the score box is focused', async () => {
    answerRandom();
    const { input } = await openJudging();

    expect(input).toHaveFocus();
  });

  test('messages come after the answer and its form, so they never push the card down', async () => {
    answerRandom();
    fileVotes();
    const { user, input } = await openJudging();

    await user.type(input, ',{Enter}');
    expect(
      follows(screen.getByRole('alert'), screen.getByRole('button', { name: 'Puntuar' })),
    ).toBe(true);

    await user.clear(input);
    await user.type(input, '7{Enter}');
    await screen.findByText('tejado');
    expect(
      follows(screen.getByRole('status'), screen.getByRole('button', { name: 'Puntuar' })),
    ).toBe(true);
  });
});

/** True when `later` comes after `earlier` in the page. */
function follows(later: Element, earlier: Element): boolean {
  return Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
}
