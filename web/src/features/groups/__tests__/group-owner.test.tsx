import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';
import {
  answerGroup,
  answerGroups,
  barrio,
  bodiesOf,
  prepareGroupPages,
  refusal,
  expectFocusOn,
} from './groups-api';

prepareGroupPages();

async function openAsOwner() {
  answerGroup(barrio);
  const rendered = renderApp('/penas/g-1');
  await screen.findByRole('heading', { name: 'Llevar la peña' });
  return rendered;
}

describe("the owner's 'Cambiar el nombre'", () => {
  test('sends the checked name, shows it as the title and says so politely', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(
        '/api/groups/g-1',
        bodiesOf(bodies, () => HttpResponse.json({ id: 'g-1', name: 'La Peña Nueva' })),
      ),
    );
    const { user } = await openAsOwner();

    const rename = screen.getByRole('button', { name: 'Cambiar el nombre' });
    await user.click(rename);
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el nombre de la peña' });
    const box = within(dialog).getByLabelText('Nombre de la peña');
    expect(box).toHaveValue('Los del barrio');
    await expectFocusOn(() => box);
    await user.clear(box);
    await user.type(box, ' La Peña  Nueva ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByRole('heading', { name: 'La Peña Nueva', level: 1 }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'La Peña Nueva' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La peña se llama ahora «La Peña Nueva».');
    await expectFocusOn(() => rename);
  });

  test('a name refused by the rules or the server stays in the dialog with the reason', async () => {
    const seen = trackRequests();
    server.use(http.patch('/api/groups/g-1', () => refusal('RESERVED_GROUP_NAME')));
    const { user } = await openAsOwner();

    await user.click(screen.getByRole('button', { name: 'Cambiar el nombre' }));
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByLabelText('Nombre de la peña');
    await user.clear(box);
    await user.type(box, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(errors.INVALID_GROUP_NAME.message);
    expect(apiCalls(seen)).toEqual(['GET /api/groups/g-1']);

    await user.type(box, 'Admin WORDS');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(errors.RESERVED_GROUP_NAME.message)).toBeVisible();
    expect(box).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Los del barrio');
  });
});

describe("the owner's 'Quitar'", () => {
  test('asks first, removes the member by membership id and moves the focus to the members', async () => {
    const removed = vi.fn(() => HttpResponse.json({ success: true }));
    server.use(http.delete('/api/groups/g-1/members/m-luis', removed));
    const { user } = await openAsOwner();

    // Never beside the owner's own name.
    expect(
      screen.getAllByRole('button', { name: /^Quitar a/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Quitar a Luis', 'Quitar a Marta']);
    await user.click(screen.getByRole('button', { name: 'Quitar a Luis' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quitar a Luis de la peña?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));

    expect(await screen.findByText('Luis ya no está en la peña.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removed).toHaveBeenCalledOnce();
    const members = screen.getByRole('region', { name: 'Miembros (2)' });
    expect(within(members).queryByText('Luis')).not.toBeInTheDocument();
    await expectFocusOn(() => screen.getByRole('heading', { name: 'Miembros (2)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Luis ya no está en la peña.');
  });

  test('Cancelar removes nobody', async () => {
    const seen = trackRequests();
    const { user } = await openAsOwner();

    await user.click(screen.getByRole('button', { name: 'Quitar a Marta' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.getByRole('region', { name: 'Miembros (3)' })).toHaveTextContent('Marta');
    expect(apiCalls(seen)).toEqual(['GET /api/groups/g-1']);
  });
});

describe("the owner's 'Nuevo enlace'", () => {
  test('says the old link ends, and once made, invites with the new one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const bodies: unknown[] = [];
    server.use(
      http.post(
        '/api/groups/g-1/invite',
        bodiesOf(bodies, () => HttpResponse.json({ invite_code: 'code-two' })),
      ),
    );
    const { user } = await openAsOwner();

    await user.click(screen.getByRole('button', { name: 'Nuevo enlace' }));
    const dialog = screen.getByRole('dialog', { name: '¿Crear un enlace nuevo?' });
    expect(dialog).toHaveTextContent('El enlace de invitación actual dejará de funcionar');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, crear un enlace nuevo' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enlace nuevo creado. El anterior ya no funciona.',
    );
    expect(bodies).toEqual([null]);
    await expectFocusOn(() => screen.getByRole('button', { name: 'Nuevo enlace' }));
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(share).toHaveBeenCalledWith({
      text: `Únete a mi peña «Los del barrio» en WORDS ${window.location.origin}/unirse/code-two`,
    });
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe("the owner's 'Borrar la peña'", () => {
  test('asks with a destructive button, deletes, and /penas says so', async () => {
    answerGroups([]);
    const deleted = vi.fn(() => HttpResponse.json({ success: true }));
    server.use(http.delete('/api/groups/g-1', deleted));
    const { user } = await openAsOwner();

    await user.click(screen.getByRole('button', { name: 'Borrar la peña' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar la peña «Los del barrio»?' });
    expect(dialog).toHaveTextContent('No se puede deshacer.');
    const confirm = within(dialog).getByRole('button', { name: 'Sí, borrar la peña' });
    expect(confirm).toHaveClass('button--danger');
    await user.click(confirm);

    await expectFocusOn(() => screen.getByRole('heading', { name: 'Peñas', level: 1 }));
    expect(deleted).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Has borrado la peña «Los del barrio».');
  });

  test("a refusal (no longer the owner) shows the server's message and keeps the page", async () => {
    server.use(http.delete('/api/groups/g-1', () => refusal('NOT_GROUP_OWNER')));
    const { user } = await openAsOwner();

    await user.click(screen.getByRole('button', { name: 'Borrar la peña' }));
    await user.click(screen.getByRole('button', { name: 'Sí, borrar la peña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.NOT_GROUP_OWNER.message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/penas/g-1');
  });
});
