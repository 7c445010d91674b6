import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { onDeviceClock } from '@/testing/device-clock';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('the next word’s time on /play', () => {
  onDeviceClock('America/Bogota', '2026-03-10T20:58:57.250Z');

  test('is said in the player’s own zone beside SPEC.md’s countdown', async () => {
    server.use(
      http.get('/api/play/word-of-the-day', () =>
        HttpResponse.json({ date: '2026-03-10', word: 'casa', played: false, message: '' }),
      ),
    );
    renderApp('/play');
    expect(await screen.findByRole('timer')).toHaveTextContent(
      'Tiempo restante para la siguiente palabra: 3h 1m 2s',
    );
    expect(
      screen.getByText('La próxima palabra llega a las 19:00, hora de tu dispositivo.'),
    ).toBeInTheDocument();
  });
});
