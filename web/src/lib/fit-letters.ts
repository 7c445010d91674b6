import type { CSSProperties } from 'react';

/**
 * `--letters` for the CSS: how many characters the longest run of `text` has that a line cannot
 * break (lines break at spaces and after hyphens). A card shrinks the text until that run fits, so
 * no word is ever cut in two.
 */
export function fitLetters(text: string): CSSProperties {
  const runs = text.split(/\s+|(?<=-)/);
  const letters = Math.max(1, ...runs.map((run) => Array.from(run).length));
  return { '--letters': letters } as CSSProperties;
}
