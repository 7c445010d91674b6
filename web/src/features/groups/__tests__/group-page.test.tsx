import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';
import {
  answerGroup,
  answerGroups,
  barrio,
  barrioForLuis,
  bodiesOf,
  prepareGroupPages,
  refusal,
  expectFocusOn,
} from './groups-api';

prepareGroupPages();

afterEach(() => {
  // jsdom has neither; each test adds what the device it plays has.
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(document, 'execCommand');
});

function region(name: string) {
  return screen.getByRole('region', { name });
}

function rows(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('/penas/:id for a member', () => {
  test('shows the members: alias, played today or not, streak; the owner and the caller marked', async () => {
    answerGroup(barrioForLuis);
    renderApp('/penas/g-1');

    expect(await screen.findByRole('heading', { name: 'Los del barrio', level: 1 })).toBeVisible();
    expect(screen.getByText('La lleva Ana · 3 miembros')).toBeInTheDocument();
    const members = region('Miembros (3)');
    expect(rows(within(members).getByRole('list'))).toEqual([
      '✓AnaLleva la peñaHa jugado hoyRacha: 4 díasRetar',
      '·LuisTúNo ha jugado hoyRacha: 0 días',
      '✓MartaHa jugado hoyRacha: 1 díaRetar',
    ]);
  });

  test("having played today, shows today's answers of the members", async () => {
    answerGroup(barrio);
    renderApp('/penas/g-1');

    const today = await screen.findByRole('region', { name: 'Hoy' });
    expect(today).toHaveTextContent('La palabra de hoy es «mar».');
    expect(rows(within(today).getByRole('list'))).toEqual(['Ana (tu respuesta)ola', 'Martasal']);
    expect(within(today).queryByText(/Juega la palabra de hoy/)).not.toBeInTheDocument();
  });

  test("before playing today ('today' null), asks to play first, with a link to /play", async () => {
    answerGroup(barrioForLuis);
    renderApp('/penas/g-1');

    const today = await screen.findByRole('region', { name: 'Hoy' });
    expect(today).toHaveTextContent('Juega la palabra de hoy para ver qué han dicho.');
    expect(within(today).getByRole('link', { name: 'Jugar la palabra de hoy' })).toHaveAttribute(
      'href',
      '/play',
    );
    expect(within(today).queryByText('ola')).not.toBeInTheDocument();
    expect(within(today).queryByRole('list')).not.toBeInTheDocument();
  });

  test('shows the earlier days of the week with the members’ answers and their scores', async () => {
    answerGroup(barrio);
    const { user } = renderApp('/penas/g-1');

    const days = await screen.findByRole('region', { name: 'Días anteriores de la semana' });
    const sun = within(days).getByRole('region', { name: 'miércoles, 25 de noviembre: «sol»' });
    expect(rows(within(sun).getByRole('list'))).toEqual([
      'MartaplayaMedia: 7.50 · 4 votos',
      'Ana (tu respuesta)veranoSin votos',
    ]);
    // The newest day shows; the others are one tap away.
    const bread = within(days).getByRole('region', { name: 'martes, 24 de noviembre: «pan»' });
    const others = bread.closest('details')!;
    expect(others.open).toBe(false);
    expect(sun.closest('details')).toBeNull();
    await user.click(within(days).getByText('Ver 1 día más'));
    expect(others.open).toBe(true);
    expect(bread).toHaveTextContent('Nadie de la peña jugó este día.');
  });

  test('shows the last closed week’s ranking and the current week, said to be provisional', async () => {
    answerGroup(barrio);
    renderApp('/penas/g-1');

    const current = await screen.findByRole('region', { name: 'Semana en curso (provisional)' });
    expect(current).toHaveTextContent('Del 23 al 29 de noviembre');
    expect(current).toHaveTextContent(/^.*Provisional: .*El orden puede cambiar/);
    expect(rows(within(current).getByRole('list'))).toEqual([
      '1.º«playa» a «sol»MartaMejor respuesta de la peñaPuntuación: 7.30Media: 7.50 · 4 votos',
    ]);

    const last = region('Ranking de la peña: última semana cerrada');
    expect(last).toHaveTextContent('Del 16 al 22 de noviembre');
    expect(last).not.toHaveTextContent('Provisional');
    expect(rows(within(last).getByRole('list'))).toEqual([
      '1.º«noche» a «luna»LuisMejor respuesta de la peñaPuesto 3 del ranking generalPuntuación: 7.90Media: 8.25 · 6 votos',
      '2.º«agua» a «río»Ana Tú, tu respuestaPuntuación: 6.40Media: 6.00 · 5 votos',
    ]);
    // '¿Por qué este orden?' in the peña's terms, with its figures.
    expect(within(last).getByText('¿Por qué este orden?')).toBeInTheDocument();
    expect(last).toHaveTextContent('Solo cuentan los votos de la peña.');
    expect(last).toHaveTextContent(
      'acercada a la media de la peña (7.00) como si tuviera 2 votos más',
    );
  });

  test('a long week shows its first 3 answers, the caller’s place below them, and the whole ranking one tap away', async () => {
    const aliases = ['Marta', 'Luis', 'Eva', 'Juan', 'Rosa', 'Ana', 'Pepe', 'Sara'];
    const answers = aliases.map((alias, index) => ({
      ...barrio.current_week.answers[0]!,
      place: index + 1,
      alias,
      answer: `respuesta${index + 1}`,
      mine: alias === 'Ana',
      best: index === 0,
      // The last two are short of the peña's 2 votes: no Puntuación yet.
      votes: index < 6 ? 4 : 1,
      rank_score: index < 6 ? 7 - index / 10 : null,
    }));
    answerGroup({ ...barrio, current_week: { ...barrio.current_week, answers } });
    const { user } = renderApp('/penas/g-1');

    const current = await screen.findByRole('region', { name: 'Semana en curso (provisional)' });
    expect(current).toHaveTextContent('Tu puesto: 6.º de 8 respuestas, con «respuesta6» a «sol».');
    const [first, rest] = within(current).getAllByRole('list');
    expect(rows(first!).map((row) => row?.slice(0, 3))).toEqual(['1.º', '2.º', '3.º']);
    const more = within(current).getByText('Ver el ranking completo (8 respuestas)');
    const whole = more.closest('details')!;
    expect(whole.open).toBe(false);
    await user.click(more);
    expect(whole.open).toBe(true);
    expect(rows(rest!).at(-1)).toBe(
      '8.º«respuesta8» a «sol»SaraSin puntuación todavía: le falta 1 votoMedia: 7.50 · 1 voto',
    );
    expect(current).not.toHaveTextContent('Sin Puntuación');
  });

  test('keeps the ended week while it is judged, saying when its ranking comes; leads to the peña’s judging', async () => {
    answerGroup({
      ...barrio,
      judged_week: {
        ...barrio.current_week,
        start: '2026-11-16',
        end: '2026-11-23',
        ranked_on: '2026-11-25',
      },
    });
    renderApp('/penas/g-1');

    const judged = await screen.findByRole('region', { name: 'Semana terminada: en votación' });
    expect(judged).toHaveTextContent('Su ranking sale el miércoles, 25 de noviembre.');
    expect(rows(within(judged).getByRole('list'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Puntuar en la peña' })).toHaveAttribute(
      'href',
      '/penas/g-1/puntuar',
    );
  });

  test('before any closed week, says so', async () => {
    answerGroup({
      ...barrio,
      last_ranking: null,
      current_week: { ...barrio.current_week, answers: [] },
    });
    renderApp('/penas/g-1');

    expect(
      await screen.findByText('Todavía no ha cerrado ninguna semana con respuestas de la peña.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nadie de la peña ha respondido todavía esta semana.'),
    ).toBeInTheDocument();
  });

  test('a non-member reads the server’s NOT_A_MEMBER and a link back to /penas', async () => {
    server.use(http.get('/api/groups/g-9', () => refusal('NOT_A_MEMBER')));
    renderApp('/penas/g-9');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.NOT_A_MEMBER.message);
    expect(screen.getByRole('link', { name: 'Volver a tus peñas' })).toHaveAttribute(
      'href',
      '/penas',
    );
    expect(screen.queryByRole('button', { name: 'Invitar' })).not.toBeInTheDocument();
  });
});

describe("'Invitar'", () => {
  test('shares the invitation link with its text through the device’s share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    answerGroup(barrioForLuis);
    const { user } = renderApp('/penas/g-1');

    await user.click(await screen.findByRole('button', { name: 'Invitar' }));

    expect(share).toHaveBeenCalledWith({
      text: `Únete a mi peña «Los del barrio» en WORDS ${window.location.origin}/unirse/code-one`,
    });
    expect(screen.queryByText(/copiado/)).not.toBeInTheDocument();
  });

  test('without Web Share, copies the link and says so where the player sees it', async () => {
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = document.querySelector('textarea')?.value ?? '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    answerGroup(barrioForLuis);
    const { user } = renderApp('/penas/g-1');

    await user.click(await screen.findByRole('button', { name: 'Invitar' }));

    expect(copied).toBe(
      `Únete a mi peña «Los del barrio» en WORDS ${window.location.origin}/unirse/code-one`,
    );
    expect(
      await screen.findByText('Texto copiado. Pégalo donde quieras compartirlo.'),
    ).toBeVisible();
  });
});

describe("'Salir de la peña'", () => {
  test('asks first; Cancelar leaves nobody and gives the focus back', async () => {
    answerGroup(barrioForLuis);
    const seen = trackRequests();
    const { user } = renderApp('/penas/g-1');

    const leave = await screen.findByRole('button', { name: 'Salir de la peña' });
    await user.click(leave);
    const dialog = screen.getByRole('dialog', { name: '¿Salir de la peña «Los del barrio»?' });
    expect(dialog).toHaveTextContent('Para volver necesitarás una invitación.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectFocusOn(() => leave);
    expect(apiCalls(seen)).toEqual(['GET /api/groups/g-1']);
  });

  test('confirmed, leaves and /penas says so, its title focused', async () => {
    answerGroup(barrioForLuis);
    answerGroups([]);
    const bodies: unknown[] = [];
    server.use(
      http.post(
        '/api/groups/g-1/leave',
        bodiesOf(bodies, () => HttpResponse.json({ success: true })),
      ),
    );
    const { user } = renderApp('/penas/g-1');

    await user.click(await screen.findByRole('button', { name: 'Salir de la peña' }));
    await user.click(screen.getByRole('button', { name: 'Sí, salir' }));

    await expectFocusOn(() => screen.getByRole('heading', { name: 'Peñas', level: 1 }));
    expect(window.location.pathname).toBe('/penas');
    expect(screen.getByRole('status')).toHaveTextContent('Has salido de la peña «Los del barrio».');
    expect(bodies).toEqual([null]);
  });

  test('the owner is told the peña passes to the longest-standing member', async () => {
    answerGroup(barrio);
    const { user } = renderApp('/penas/g-1');

    await user.click(await screen.findByRole('button', { name: 'Salir de la peña' }));

    expect(screen.getByRole('dialog')).toHaveTextContent(
      'la peña pasará a quien lleve más tiempo en ella',
    );
  });

  test('a refused leave says why and the player stays', async () => {
    answerGroup(barrioForLuis);
    server.use(http.post('/api/groups/g-1/leave', () => HttpResponse.error()));
    const { user } = renderApp('/penas/g-1');

    await user.click(await screen.findByRole('button', { name: 'Salir de la peña' }));
    await user.click(screen.getByRole('button', { name: 'Sí, salir' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo salir de la peña. Inténtalo de nuevo.',
    );
    expect(window.location.pathname).toBe('/penas/g-1');
  });
});

describe('a member who does not own the peña', () => {
  test('sees none of the owner’s controls', async () => {
    answerGroup(barrioForLuis);
    renderApp('/penas/g-1');

    expect(await screen.findByRole('button', { name: 'Invitar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Llevar la peña' })).not.toBeInTheDocument();
    for (const name of ['Cambiar el nombre', 'Nuevo enlace', 'Borrar la peña', /^Quitar/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
