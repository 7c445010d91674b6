/**
 * Light or dark. With no choice stored the page follows the system (prefers-color-scheme, in the
 * CSS); a choice made with the header's toggle is kept in localStorage and wins over the system.
 */
export type Theme = 'light' | 'dark';

const key = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

export function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches
    ? 'dark'
    : 'light';
}

/** The theme the page shows now. */
export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Shows `theme` (null: the system's) by the root element's data-theme, which the CSS reads. */
export function applyTheme(theme: Theme | null): void {
  if (theme === null) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

/** Remembers the player's choice and shows it. */
export function chooseTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(key, theme);
  } catch {
    // Storage refused: the choice holds for this visit only.
  }
  applyTheme(theme);
}
