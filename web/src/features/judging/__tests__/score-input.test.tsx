import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiCalls, trackRequests } from '@/testing/server';
import {
  answerRandom,
  fileVotes,
  invalidScore,
  openJudging,
  scoreHint,
  scoreLabel,
} from './judging-api';

// Issue 13, point 1: "7,5" left "7" in the box and 7.00 was stored; "10.01" became "10.0".
describe('the score input keeps the score as typed', () => {
  test('a text box with the decimal keypad, its label and placeholder 0.00, nothing to step', async () => {
    answerRandom();
    const { input } = await openJudging();

    expect(screen.getByLabelText(scoreLabel)).toBe(input);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('placeholder', '0.00');
    // A number input steps by 0.01 on arrow keys and the mouse wheel; a text box never does.
    expect(input).not.toHaveAttribute('step');
  });

  test('the arrow keys leave the score alone', async () => {
    answerRandom();
    const { user, input } = await openJudging();

    await user.type(input, '7,5{ArrowUp}{ArrowDown}{ArrowUp}');

    expect(input).toHaveValue('7,5');
  });

  test.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['0,01', 0.01],
    ['10', 10],
    [' 9,25 ', 9.25],
  ])('"%s" is sent as %s', async (typed, sent) => {
    answerRandom();
    const votes = fileVotes();
    const { user, input, rate } = await openJudging();

    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    await user.click(rate);

    await screen.findByText('tejado');
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: sent }]);
  });

  test.each([',', '.', ''])(
    '"%s" stays in the box, refused with the valid-range message, and nothing is sent',
    async (typed) => {
      answerRandom();
      const seen = trackRequests();
      const { user, input, rate } = await openJudging();

      if (typed !== '') await user.type(input, typed);
      await user.click(rate);

      expect(screen.getByRole('alert')).toHaveTextContent(invalidScore);
      expect(input).toHaveValue(typed);
      expect(screen.getByText('hogar')).toBeInTheDocument();
      expect(apiCalls(seen)).toEqual(['GET /api/vote/random']);
    },
  );
});

// Issue 29, point 1: "abc", "-1", "11" and "7,555" were refused only on 'Puntuar'. Issue 47,
// point 2: refusing their keystrokes changed them ("-1" left "1", "11" left "1", "10,5" left "10,"
// and 10.00 was recorded); the box now keeps what was typed and says at once that it is no score.
describe('the score box keeps what was typed, and says at once when it is no score', () => {
  test.each(['abc', '-1', '11', '10,5', '7,555', '10.01', '1e1'])(
    '"%s" stays as typed, the hint says why, and \'Puntuar\' refuses it and sends nothing',
    async (typed) => {
      answerRandom();
      const seen = trackRequests();
      const { user, input, rate } = await openJudging();

      await user.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(screen.getByText(scoreHint)).toHaveAttribute('aria-live', 'polite');

      await user.click(rate);
      expect(screen.getByRole('alert')).toHaveTextContent(invalidScore);
      expect(input).toHaveValue(typed);
      expect(apiCalls(seen)).toEqual(['GET /api/vote/random']);
    },
  );

  test('a score, or the start of one, shows no hint; mending the text clears it', async () => {
    answerRandom();
    const { user, input } = await openJudging();

    await user.type(input, '9,');
    expect(screen.queryByText(scoreHint)).not.toBeInTheDocument();
    await user.type(input, '555');
    expect(screen.getByText(scoreHint)).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('9,55');
    expect(screen.queryByText(scoreHint)).not.toBeInTheDocument();
  });

  test('a pasted text is kept as pasted, with the hint when it is no score', async () => {
    answerRandom();
    const { user, input } = await openJudging();

    await user.type(input, '7');
    await user.paste('11,5');

    expect(input).toHaveValue('711,5');
    expect(screen.getByText(scoreHint)).toHaveAttribute('aria-live', 'polite');
  });
});
