// The shared styles first: each screen's own, imported by its page, come after them and win.
import './styles/base.css';
import './styles/layout.css';
import './styles/page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, storedTheme } from './lib/theme';
import { registerServiceWorker } from './lib/service-worker';

// Before the first paint: a stored choice shows at once, without a flash of the other theme.
applyTheme(storedTheme());
registerServiceWorker();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
