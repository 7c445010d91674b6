import { useEffect, useState } from 'react';
import { chooseTheme, currentTheme } from '@/lib/theme';
import { strings } from '@/lib/strings';

/** The header's light/dark switch: pressed while the dark theme shows. */
export function ThemeToggle() {
  const [theme, setTheme] = useState(currentTheme);
  useEffect(() => {
    // Following the system: a change of the system's setting shows at once.
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => setTheme(currentTheme());
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      aria-label={strings.theme.dark}
      title={strings.theme.dark}
      onClick={() => {
        const next = dark ? 'light' : 'dark';
        chooseTheme(next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
