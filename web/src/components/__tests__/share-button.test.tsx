import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { playedToday } from '@/testing/server';

const today = '2026-03-10';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T10:00:00Z`));
  playedToday(today, 'hogar', {
    players: 1,
    sameAnswer: 1,
    topAnswers: [{ answer: 'hogar', count: 1 }],
  });
});

afterEach(() => {
  // jsdom has neither; each test adds what the device it plays has.
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(document, 'execCommand');
});

describe("'Compartir' on /play", () => {
  test('opens the device’s share sheet with a text that tells the word, never the answer', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderApp('/play');

    await user.click(await screen.findByRole('button', { name: 'Compartir' }));

    expect(share).toHaveBeenCalledTimes(1);
    const { text } = share.mock.calls[0]![0] as { text: string };
    expect(text).toBe(
      `He jugado a WORDS: hoy la palabra es «casa». ¿Qué te sugiere a ti? ${window.location.origin}`,
    );
    expect(text).not.toContain('hogar');
    // The sheet is its own confirmation: nothing else to say.
    expect(screen.queryByText(/copiado/)).not.toBeInTheDocument();
  });

  test('without the Web Share API, on plain HTTP: copies the text and says so', async () => {
    // Plain HTTP has no Clipboard API: the text goes through a selected box and the copy command.
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = document.querySelector('textarea')?.value ?? '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { user } = renderApp('/play');

    await user.click(await screen.findByRole('button', { name: 'Compartir' }));

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toContain('«casa»');
    expect(copied).not.toContain('hogar');
    expect(
      await screen.findByText('Texto copiado. Pégalo donde quieras compartirlo.'),
    ).toBeVisible();
  });

  test('a share sheet closed by the player says nothing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { user } = renderApp('/play');

    await user.click(await screen.findByRole('button', { name: 'Compartir' }));

    expect(share).toHaveBeenCalledTimes(1);
    expect(execCommand).not.toHaveBeenCalled();
    expect(screen.queryByText(/copiado/)).not.toBeInTheDocument();
  });
});
