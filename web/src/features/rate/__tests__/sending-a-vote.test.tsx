import { messages } from '@words/contract/messages';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { answerRandom, answerVote, openRate } from './rate-api';

// Issue 13, point 2: 'Enviando...' existed in the code and was never shown.
describe('while a vote is on its way', () => {
  test("the button says 'Enviando...' and cannot be pressed again", async () => {
    answerRandom();
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    answerVote(async () => {
      await delivered;
      return HttpResponse.json({ success: true, message: messages.voteCast }, { status: 201 });
    });
    const { user, input, rate } = await openRate();

    await user.type(input, '7');
    await user.click(rate);

    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toBeDisabled();
    deliver();
    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Puntuar' })).toBeEnabled();
  });
});
