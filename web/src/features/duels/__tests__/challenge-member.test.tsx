import { errors } from '@words/contract/errors';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  answerGroup,
  barrioForLuis,
  bodiesOf,
  prepareGroupPages,
  refusal,
} from '@/features/groups/__tests__/groups-api';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

prepareGroupPages();
beforeAll(() => import('../components/duel-page'));

describe("'Retar' on a peña member's row", () => {
  test('makes the duel with that member and opens it', async () => {
    answerGroup(barrioForLuis);
    const bodies: unknown[] = [];
    server.use(
      http.post(
        '/api/duels',
        bodiesOf(bodies, () =>
          HttpResponse.json({ id: 'd-1', invite_code: 'c'.repeat(22) }, { status: 201 }),
        ),
      ),
      http.get('/api/duels/d-1', () => HttpResponse.json({}, { status: 404 })),
    );
    const { user } = renderApp('/penas/g-1');
    // Not on the caller's own row.
    expect(await screen.findAllByRole('button', { name: /^Retar/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Retar a Marta' }));
    expect(bodies).toEqual([{ group_id: 'g-1', member_id: 'm-marta' }]);
    await expect.poll(() => window.location.pathname).toBe('/retos/d-1');
  });

  test("a refusal shows the server's message in the row and the page stays", async () => {
    answerGroup(barrioForLuis);
    server.use(http.post('/api/duels', () => refusal('TOO_MANY_DUELS')));
    const { user } = renderApp('/penas/g-1');
    await user.click(await screen.findByRole('button', { name: 'Retar a Ana' }));
    expect(await screen.findByText(errors.TOO_MANY_DUELS.message)).toBeVisible();
    expect(window.location.pathname).toBe('/penas/g-1');
  });
});
