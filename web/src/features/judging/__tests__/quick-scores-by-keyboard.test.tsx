import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerRandom, fileVotes, openJudging } from './judging-api';

const quickScores = () => screen.getByRole('toolbar', { name: 'Nota rápida' });
const quick = (score: number) => screen.getByRole('button', { name: String(score) });

// Issue 29, point 2: 14 Tabs from the score box to 'Denunciar', one per quick score; digits typed
// outside the box did nothing.
describe('the quick scores by keyboard', () => {
  test("are one Tab stop: the box, 'Puntuar', the quick scores, 'Saltar', 'Denunciar'", async () => {
    answerRandom();
    const { user, input } = await openJudging();

    expect(input).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Puntuar' })).toHaveFocus();
    await user.tab();
    expect(quick(0)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Saltar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Denunciar' })).toHaveFocus();
  });

  test('the arrow keys, Home and End move among them; Enter votes the one with the focus', async () => {
    answerRandom();
    const votes = fileVotes();
    const { user } = await openJudging();

    quick(0).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(quick(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(quick(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(quick(10)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(quick(0)).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(quick(10)).toHaveFocus();
    // The one last reached is the group's Tab stop.
    expect(quick(10)).toHaveAttribute('tabindex', '0');
    expect(quick(0)).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowLeft}{Enter}');
    await screen.findByText('tejado');
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: 9 }]);
  });

  test('a digit typed outside a text field picks that score and takes the focus there', async () => {
    answerRandom();
    const votes = fileVotes();
    const { user } = await openJudging();

    screen.getByRole('button', { name: 'Saltar' }).focus();
    await user.keyboard('7');
    expect(quick(7)).toHaveFocus();
    expect(votes).toEqual([]);
    await user.keyboard('0');
    expect(quick(0)).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByText('tejado');
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: 0 }]);
  });

  test('in the score box a digit is typed, not picked', async () => {
    answerRandom();
    const { user, input } = await openJudging();

    await user.keyboard('7');

    expect(input).toHaveValue('7');
    expect(input).toHaveFocus();
  });

  test('screen readers are told how the keys work', async () => {
    answerRandom();
    await openJudging();

    expect(quickScores()).toHaveAccessibleDescription(
      'Las teclas 0 a 9 eligen esa nota y las flechas la cambian (Fin, el 10); Intro la envía.',
    );
  });
});
