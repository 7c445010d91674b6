import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * What a page of peñas is told by the step that brought the player there (created, joined, left,
 * deleted): its title takes the focus, so a screen reader starts at the new page, and `said`, a
 * confirmation, shows under it.
 */
interface Arrival {
  said: string | null;
}

/** The router state that tells the next page of peñas the player arrives from a step. */
export function arrivalState(said: string | null = null): { groupsArrival: Arrival } {
  return { groupsArrival: { said } };
}

function readArrival(state: unknown): Arrival | null {
  if (typeof state !== 'object' || state === null || !('groupsArrival' in state)) return null;
  const arrival = state.groupsArrival;
  if (typeof arrival !== 'object' || arrival === null || !('said' in arrival)) return null;
  return { said: typeof arrival.said === 'string' ? arrival.said : null };
}

/** Focuses `title` when the player arrived from a step; the confirmation to show, if any. */
export function useArrival(title: RefObject<HTMLElement | null>): string | null {
  const arrival = readArrival(useLocation().state);
  const arrived = arrival !== null;
  useEffect(() => {
    if (arrived) title.current?.focus();
  }, [arrived, title]);
  return arrival?.said ?? null;
}
