import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function storesWhatIsSent() {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords: [] })),
    http.put('/api/user/region', async ({ request }) => {
      const body = (await request.json()) as { region: string | null };
      sent.push(body);
      if (body.region === 'XX') {
        return HttpResponse.json(
          { error: 'INVALID_REGION', message: errors.INVALID_REGION.message },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        region: body.region,
        message: body.region === null ? messages.regionRemoved : messages.regionSaved,
      });
    }),
  );
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe("'¿De dónde es tu español?' in 'Mis partidas'", () => {
  test('suggested from the time zone, said as such, and stored only on «Guardar»', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Argentina/Cordoba',
    });
    const sent = storesWhatIsSent();
    const { user } = renderApp('/profile');
    const select = await screen.findByLabelText('Mi español es de');
    expect(select).toHaveDisplayValue('Argentina');
    expect(screen.getByText(/Lo sugerimos por la zona horaria/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Guardar de dónde es mi español' }));
    expect(await screen.findByText(messages.regionSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ region: 'AR' }]);
  });

  test('a stored region is shown, changed, and removed with «Prefiero no decirlo»', async () => {
    const sent = storesWhatIsSent();
    server.use(http.get('/api/user/region', () => HttpResponse.json({ region: 'PE' })));
    const { user } = renderApp('/profile');
    const select = await screen.findByLabelText('Mi español es de');
    expect(select).toHaveDisplayValue('Perú');
    expect(screen.queryByText(/Lo sugerimos/)).toBeNull();
    await user.selectOptions(select, 'Prefiero no decirlo');
    await user.click(screen.getByRole('button', { name: 'Guardar de dónde es mi español' }));
    expect(await screen.findByText(messages.regionRemoved)).toBeInTheDocument();
    await user.selectOptions(select, 'Otro');
    await user.click(screen.getByRole('button', { name: 'Guardar de dónde es mi español' }));
    expect(await screen.findByText(messages.regionSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ region: null }, { region: 'OTRO' }]);
  });
});
