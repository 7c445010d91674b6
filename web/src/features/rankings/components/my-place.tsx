import type { RefObject } from 'react';
import { strings } from '@/lib/strings';

/**
 * 'Tu puesto': takes the player to their first own answer on the page (the rows and items marked
 * `data-mine-answer` inside `within`), scrolling to it and moving the focus there.
 */
export function MyPlace({ within }: { within: RefObject<HTMLElement | null> }) {
  function jump() {
    // Focusing scrolls the answer into view (below the button, so clear of the sticky top bar).
    within.current?.querySelector<HTMLElement>('[data-mine-answer]')?.focus();
  }
  return (
    <button type="button" className="button button--secondary my-place" onClick={jump}>
      {strings.rankings.myPlace}
    </button>
  );
}
