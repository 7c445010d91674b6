import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { demoConfig } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/privacy', () => {
  test('the landing and the footer link to it before signing in', async () => {
    const { user } = renderApp('/', { token: null });
    const links = await screen.findAllByRole('link', { name: 'Privacidad' });
    expect(links).toHaveLength(2);
    await user.click(links[0]!);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacidad' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/privacy');
    for (const title of [
      'Qué guardamos',
      'Para qué',
      'Quién ve qué',
      'Cuánto tiempo',
      'Tus derechos',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  test('signed in, the footer link opens it too', async () => {
    const { user } = renderApp('/instructions');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Privacidad' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacidad' }),
    ).toBeInTheDocument();
  });

  test('gives the configured contact address', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({ ...demoConfig, privacyContact: 'privacidad@words.example' }),
      ),
    );
    renderApp('/privacy', { token: null });
    const contact = await screen.findByRole('link', {
      name: 'Para cualquier pregunta sobre tus datos, escribe a privacidad@words.example.',
    });
    expect(contact).toHaveAttribute('href', 'mailto:privacidad@words.example');
  });

  test('names no address when none is configured', async () => {
    renderApp('/privacy', { token: null });
    expect(
      await screen.findByText(
        'Para cualquier pregunta sobre tus datos, escribe a quien publica este juego.',
      ),
    ).toBeInTheDocument();
  });
});
