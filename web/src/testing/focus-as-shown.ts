/**
 * What had the focus at the moment an element with `text` was first in the page: read as the DOM
 * changes (a MutationObserver), before anything later can move the focus. A focus that moves a
 * moment after the element shows (a passive effect) is seen as not there yet, however fast the
 * machine, which a check after `findBy…` can only see under load.
 */
export function focusAsShown(text: string): { focused: () => Element | null; stop: () => void } {
  let focused: Element | null = null;
  let seen = false;
  const observer = new MutationObserver(() => {
    if (seen) return;
    const shown = [...document.body.querySelectorAll('*')].find(
      (node) => node.children.length === 0 && node.textContent?.includes(text),
    );
    if (shown === undefined) return;
    seen = true;
    focused = document.activeElement;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { focused: () => focused, stop: () => observer.disconnect() };
}
