/**
 * What had the focus at the moment `text` was first in the page: read as the DOM changes (a
 * MutationObserver), before anything later can move the focus. A focus that moves a moment after
 * the text shows (a passive effect) is seen as not there yet, however fast the machine, which a
 * check after `findBy…` can only see under load.
 */
export function focusAsShown(text: string): { focused: () => Element | null; stop: () => void } {
  let focused: Element | null = null;
  const observer = new MutationObserver(() => {
    if (!document.body.textContent?.includes(text)) return;
    focused = document.activeElement;
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { focused: () => focused, stop: () => observer.disconnect() };
}
