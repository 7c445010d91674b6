/**
 * True when a key pressed on `target` goes into text (a text box, a text area, a list, an
 * editable region) or inside an open dialog: there a digit is typed, never taken as a score.
 */
export function keepsItsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[aria-modal="true"]')) return true;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

/** Inputs that take no typed text. */
const NOT_TEXT = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color']);
