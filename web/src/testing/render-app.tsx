import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';

interface RenderAppOptions {
  /** The stored userToken; null renders the app signed out. */
  token?: string | null;
}

/** The whole page at `route`, as a player who reloads it there. */
export function renderApp(route = '/', { token = 'player-token' }: RenderAppOptions = {}) {
  if (token !== null) localStorage.setItem('userToken', token);
  window.history.replaceState(null, '', route);
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
