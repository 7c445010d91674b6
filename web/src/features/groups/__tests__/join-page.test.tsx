import type { GroupInvite } from '@words/contract/api/groups';
import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server, trackRequests, type SeenRequest } from '@/testing/server';
import {
  answerGroup,
  barrioForLuis,
  bodiesOf,
  prepareGroupPages,
  refusal,
  expectFocusOn,
} from './groups-api';

prepareGroupPages();

const invite: GroupInvite = { name: 'Los del barrio', members: 3 };

function answerInvite(code = 'code-one') {
  server.use(http.get(`/api/groups/invite/${code}`, () => HttpResponse.json(invite)));
}

/** POST /api/groups/join answers `status` with the peña; the returned list holds the bodies. */
function answerJoin(status = 201): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(
      '/api/groups/join',
      bodiesOf(bodies, () => HttpResponse.json({ id: 'g-1', name: 'Los del barrio' }, { status })),
    ),
  );
  return bodies;
}

const joinCalls = (seen: SeenRequest[]) => seen.filter((r) => r.path === '/api/groups/join');

async function signInWithDemoAccount(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Jugar con Google' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cuenta de Google de prueba' });
  await user.type(within(dialog).getByLabelText('Correo electrónico'), 'luis@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
}

describe('/unirse/CODE signed out', () => {
  test("shows the peña's name, asked without a token, and 'Jugar con Google'", async () => {
    answerInvite();
    const seen = trackRequests();
    renderApp('/unirse/code-one', { token: null });

    expect(await screen.findByText('Te han invitado a la peña «Los del barrio».')).toBeVisible();
    expect(screen.getByText('Ya tiene 3 miembros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unirme a la peña' })).not.toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/groups/invite/code-one')?.authorization).toBeNull();
    expect(window.location.pathname).toBe('/unirse/code-one');
  });

  test('after signing in, the player joins with the code and lands on the peña', async () => {
    answerInvite();
    server.use(http.post('/api/user/login', () => HttpResponse.json({ registered: true })));
    const bodies = answerJoin();
    answerGroup(barrioForLuis);
    const seen = trackRequests();
    const { user } = renderApp('/unirse/code-one', { token: null });

    await signInWithDemoAccount(user);

    await expectFocusOn(() => screen.getByRole('heading', { name: 'Los del barrio', level: 1 }));
    expect(window.location.pathname).toBe('/penas/g-1');
    expect(bodies).toEqual([{ code: 'code-one' }]);
    expect(joinCalls(seen).map((r) => r.authorization)).toEqual([
      'Bearer demo-id-token:luis@example.com',
    ]);
  });

  test('a new player picks a name in the welcome dialog first, then joins', async () => {
    answerInvite();
    server.use(
      http.post('/api/user/login', () => HttpResponse.json({ registered: false })),
      http.post('/api/user/register', () =>
        HttpResponse.json({ success: true, message: 'ok' }, { status: 201 }),
      ),
    );
    const bodies = answerJoin();
    answerGroup(barrioForLuis);
    const { user } = renderApp('/unirse/code-one', { token: null });

    await signInWithDemoAccount(user);
    const welcome = await screen.findByRole('dialog', { name: 'Bienvenid@ a WORDS' });
    expect(bodies).toEqual([]);
    await user.type(within(welcome).getByLabelText('Nombre de jugador'), 'Luis');
    await user.click(within(welcome).getByRole('button', { name: 'Empezar a jugar' }));

    expect(await screen.findByRole('heading', { name: 'Los del barrio', level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe('/penas/g-1');
    expect(bodies).toEqual([{ code: 'code-one' }]);
  });

  test('an invitation that no longer works says so, and offers no sign-in', async () => {
    server.use(http.get('/api/groups/invite/old-code', () => refusal('INVITE_NOT_FOUND')));
    renderApp('/unirse/old-code', { token: null });

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.INVITE_NOT_FOUND.message);
    expect(screen.queryByRole('button', { name: 'Jugar con Google' })).not.toBeInTheDocument();
  });
});

describe('/unirse/CODE signed in', () => {
  test("'Unirme a la peña' joins and opens the peña; nothing is sent before the press", async () => {
    answerInvite();
    const bodies = answerJoin();
    answerGroup(barrioForLuis);
    const seen = trackRequests();
    const { user } = renderApp('/unirse/code-one');

    const join = await screen.findByRole('button', { name: 'Unirme a la peña' });
    expect(screen.getByText('Te han invitado a la peña «Los del barrio».')).toBeVisible();
    expect(joinCalls(seen)).toEqual([]);
    await user.click(join);

    await expectFocusOn(() => screen.getByRole('heading', { name: 'Los del barrio', level: 1 }));
    expect(window.location.pathname).toBe('/penas/g-1');
    expect(bodies).toEqual([{ code: 'code-one' }]);
    expect(seen.find((r) => r.path === '/api/groups/invite/code-one')?.authorization).toBe(
      'Bearer player-token',
    );
  });

  test('a player already in the peña (200) goes to it too', async () => {
    answerInvite();
    answerJoin(200);
    answerGroup(barrioForLuis);
    const { user } = renderApp('/unirse/code-one');

    await user.click(await screen.findByRole('button', { name: 'Unirme a la peña' }));

    expect(await screen.findByRole('heading', { name: 'Los del barrio', level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe('/penas/g-1');
  });

  test("a full peña: the server's message, and the player stays on the invitation", async () => {
    answerInvite();
    server.use(http.post('/api/groups/join', () => refusal('GROUP_FULL')));
    const { user } = renderApp('/unirse/code-one');

    const join = await screen.findByRole('button', { name: 'Unirme a la peña' });
    await user.click(join);

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.GROUP_FULL.message);
    expect(join).toHaveFocus();
    expect(window.location.pathname).toBe('/unirse/code-one');
  });

  test('an invitation that no longer works says so, with a way to the player’s peñas', async () => {
    server.use(http.get('/api/groups/invite/old-code', () => refusal('INVITE_NOT_FOUND')));
    renderApp('/unirse/old-code');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.INVITE_NOT_FOUND.message);
    expect(screen.getByRole('link', { name: 'Ver tus peñas' })).toHaveAttribute('href', '/penas');
    expect(screen.queryByRole('button', { name: 'Unirme a la peña' })).not.toBeInTheDocument();
  });
});
