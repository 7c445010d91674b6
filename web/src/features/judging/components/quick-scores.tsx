import { limits } from '@words/contract/limits';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { strings } from '@/lib/strings';
import { keepsItsKeys } from '../utils/typing-target';

const QUICK_SCORES = Array.from(
  { length: limits.scoreMax - limits.scoreMin + 1 },
  (_, i) => limits.scoreMin + i,
);
const LAST = QUICK_SCORES.length - 1;

interface QuickScoresProps {
  /** Votes this whole score at once. */
  onQuickScore: (score: number) => void;
  /** A call is on its way: the buttons say so and the page ignores their presses. */
  waiting: boolean;
}

/**
 * One button per whole score (one tap on a phone), as a toolbar: one Tab stop, the arrow keys,
 * Home and End move among the scores (roving tabindex), Enter or Space votes the one with the
 * focus. A digit key pressed outside a text field picks that score (0 to 9; 10 is End or one
 * more arrow) and takes the focus there, so a keyboard judge reaches a score in one key and
 * votes it with Enter; picking never votes by itself. Screen readers hear this as the
 * toolbar's description.
 */
export function QuickScores({ onQuickScore, waiting }: QuickScoresProps) {
  const hintId = useId();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const pick = (index: number) => {
    setCurrent(index);
    buttons.current[index]?.focus();
  };

  useEffect(() => {
    const onDigit = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (!/^\d$/.test(event.key) || keepsItsKeys(event.target)) return;
      const index = QUICK_SCORES.indexOf(Number(event.key));
      if (index < 0) return;
      event.preventDefault();
      setCurrent(index);
      buttons.current[index]?.focus();
    };
    document.addEventListener('keydown', onDigit);
    return () => document.removeEventListener('keydown', onDigit);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % QUICK_SCORES.length,
      ArrowDown: (current + 1) % QUICK_SCORES.length,
      ArrowLeft: (current + LAST) % QUICK_SCORES.length,
      ArrowUp: (current + LAST) % QUICK_SCORES.length,
      Home: 0,
      End: LAST,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    pick(to);
  };

  return (
    <>
      <p id={hintId} className="visually-hidden">
        {strings.judging.quickScoresKeys}
      </p>
      <div
        className="score-form__quick"
        role="toolbar"
        aria-label={strings.judging.quickScoresLabel}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        {QUICK_SCORES.map((quick, index) => (
          <button
            key={quick}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className="button button--secondary score-form__quick-score"
            tabIndex={index === current ? 0 : -1}
            aria-disabled={waiting}
            onFocus={() => setCurrent(index)}
            onClick={() => onQuickScore(quick)}
          >
            {quick}
          </button>
        ))}
      </div>
    </>
  );
}
