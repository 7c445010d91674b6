import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';
import {
  answerGroup,
  answerGroups,
  barrio,
  bodiesOf,
  prepareGroupPages,
  refusal,
  summaries,
  expectFocusOn,
} from './groups-api';

prepareGroupPages();

describe('/penas', () => {
  test("lists the player's peñas with their members and who played today, each a link", async () => {
    answerGroups([...summaries, { id: 'g-3', name: 'Familia', members: 7, played_today: 0 }]);
    renderApp('/penas');

    expect(await screen.findByRole('heading', { name: 'Peñas', level: 1 })).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Tus peñas' });
    const list = await within(mine).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Los del barrio3 miembrosHoy han jugado 2',
      'Oficina1 miembroHoy ha jugado 1',
      'Familia7 miembrosHoy no ha jugado nadie',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Los del barrio' })).toHaveAttribute(
      'href',
      '/penas/g-1',
    );
  });

  test('with no peña, says how to start one or join one', async () => {
    answerGroups([]);
    renderApp('/penas');

    expect(
      await screen.findByText(
        'Todavía no estás en ninguna peña. Crea una e invita a tu gente, o pide a alguien de una peña su enlace para unirte.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crear una peña', level: 2 })).toBeInTheDocument();
  });

  test('a failed load says so in Spanish', async () => {
    server.use(http.get('/api/groups', () => HttpResponse.error()));
    renderApp('/penas');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al cargar tus peñas.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe("'Crear una peña'", () => {
  test('sends the checked name and opens the new peña, its title focused', async () => {
    answerGroups([]);
    answerGroup(barrio);
    const bodies: unknown[] = [];
    server.use(
      http.post(
        '/api/groups',
        bodiesOf(bodies, () =>
          HttpResponse.json(
            { id: 'g-1', name: 'Los del barrio', invite_code: 'code-one' },
            { status: 201 },
          ),
        ),
      ),
    );
    const { user } = renderApp('/penas');

    await user.type(await screen.findByLabelText('Nombre de la peña'), '  Los  del barrio ');
    await user.click(screen.getByRole('button', { name: 'Crear una peña' }));

    await expectFocusOn(() => screen.getByRole('heading', { name: 'Los del barrio', level: 1 }));
    expect(window.location.pathname).toBe('/penas/g-1');
    // Trimmed and with single spaces, as checkGroupName gives it.
    expect(bodies).toEqual([{ name: 'Los del barrio' }]);
  });

  test('a name the rules refuse is not sent: the rule says why and the box keeps the focus', async () => {
    answerGroups([]);
    const seen = trackRequests();
    const { user } = renderApp('/penas');

    const box = await screen.findByLabelText('Nombre de la peña');
    await user.type(box, 'ab');
    await user.click(screen.getByRole('button', { name: 'Crear una peña' }));

    expect(screen.getByRole('alert')).toHaveTextContent(errors.INVALID_GROUP_NAME.message);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls(seen)).toEqual(['GET /api/groups']);
  });

  test("the server's refusal shows in Spanish and the name stays to correct", async () => {
    answerGroups([]);
    server.use(http.post('/api/groups', () => refusal('TOO_MANY_GROUPS')));
    const { user } = renderApp('/penas');

    const box = await screen.findByLabelText('Nombre de la peña');
    await user.type(box, 'Los del barrio');
    await user.click(screen.getByRole('button', { name: 'Crear una peña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.TOO_MANY_GROUPS.message);
    expect(box).toHaveValue('Los del barrio');
    expect(box).toHaveFocus();
    expect(window.location.pathname).toBe('/penas');
  });

  test('an offensive name is refused with the server’s text', async () => {
    answerGroups([]);
    server.use(http.post('/api/groups', () => refusal('OFFENSIVE_GROUP_NAME')));
    const { user } = renderApp('/penas');

    await user.type(await screen.findByLabelText('Nombre de la peña'), 'Nombre feo');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.OFFENSIVE_GROUP_NAME.message);
  });
});
