import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

/** The system's setting, as matchMedia reports it (jsdom has no matchMedia of its own). */
function systemPrefers(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('the theme toggle in the header', () => {
  test('follows a dark system setting until the player chooses', async () => {
    systemPrefers(true);
    renderApp('/', { token: null });

    const toggle = await screen.findByRole('button', { name: 'Tema oscuro' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // No choice stored: the CSS follows the system by itself.
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  test('switches, is remembered, and wins over the system', async () => {
    systemPrefers(false);
    const { user } = renderApp('/', { token: null });

    const toggle = await screen.findByRole('button', { name: 'Tema oscuro' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  test('a stored choice shows on the next visit, whatever the system says', async () => {
    systemPrefers(true);
    localStorage.setItem('theme', 'light');
    renderApp('/', { token: null });

    expect(await screen.findByRole('button', { name: 'Tema oscuro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
