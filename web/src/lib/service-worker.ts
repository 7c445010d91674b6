/**
 * Registers the service worker of the production build (web/build/service-worker.ts), which keeps
 * the app shell for offline starts; never in development, where Vite serves changing modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A new build's worker takes over at once; a page an older worker served reloads into it, so
  // it never asks for assets the new build no longer has.
  const updating = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Without it the game works as before, only not offline.
      console.warn('The service worker could not be registered', error);
    });
  });
}
