import type { Page } from 'playwright-core';

/** A 1280 × 900 window at 200 % zoom: the page lays out in 640 × 450 CSS pixels. */
export const zoomed = { width: 640, height: 450 };

/**
 * Decision 0016, words are never cut: the words of `main` a line cuts in two (each word's
 * `Range.getClientRects` on more than one line), and how far the page scrolls sideways.
 */
export function layoutFaults(page: Page) {
  return page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const cut: string[] = [];
    const main = document.querySelector('main');
    const walker = document.createTreeWalker(main ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      // A word runs to a space, or to a hyphen, after which a line may break.
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) cut.push(word[0]);
      }
    }
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { cut, sideways };
  });
}

/** The words `page` cuts in two at `size`, with what is one tap away opened. */
export async function cutWordsAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => {
    document.querySelectorAll<HTMLDetailsElement>('main details').forEach((details) => {
      details.open = true;
    });
  });
  return (await layoutFaults(page)).cut;
}
