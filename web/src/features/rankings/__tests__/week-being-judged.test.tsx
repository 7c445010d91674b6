import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { onDeviceClock } from '@/testing/device-clock';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Tuesday 24 November in Buenos Aires: the week of the 16th ended on Sunday, its ranking comes at
// 00:00 UTC on Wednesday 25, which is 21:00 on Tuesday there.
onDeviceClock('America/Argentina/Buenos_Aires', '2026-11-24T15:00:00Z');

const ended = { start: '2026-11-16', end: '2026-11-23', rankedOn: '2026-11-25' };

// Issue 47, point 3: on the Monday and Tuesday after the first week /rankings said «Todavía no
// ha terminado ningún periodo».
describe('/rankings between the end of a week and its ranking', () => {
  test('says the week is over, is still judged, and when its ranking comes in the device’s hour', async () => {
    server.use(
      http.get('/api/rankings', () =>
        HttpResponse.json({
          periods: [],
          current: { start: '2026-11-23', end: '2026-11-30', rankedOn: '2026-12-02' },
          judging: ended,
          minVotes: 3,
        }),
      ),
    );
    renderApp('/rankings');

    const judged = await screen.findByRole('region', { name: 'La semana pasada' });
    expect(judged).toHaveTextContent(
      'La semana pasada ha terminado. Sus respuestas se siguen puntuando, y su ranking sale el martes 24 de noviembre a las 21:00, hora de tu dispositivo.',
    );
    expect(screen.queryByText(/Todavía no ha terminado ningún periodo/)).not.toBeInTheDocument();
  });
});
