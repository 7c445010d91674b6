import { limits } from '@words/contract/limits';
import { mayBecomeScore } from '@words/contract/rules';
import { useId, useState, type Ref } from 'react';
import { strings } from '@/lib/strings';

interface ScoreFormProps {
  score: string;
  onScoreChange: (score: string) => void;
  onSubmit: () => void;
  /** A quick score button: votes this whole score at once. */
  onQuickScore: (score: number) => void;
  /** 'Saltar': the next answer without a vote. */
  onSkip: () => void;
  /** A vote is on its way ('Puntuar' or a quick score). */
  voting: boolean;
  /** A skip is on its way. */
  skipping: boolean;
  inputRef: Ref<HTMLInputElement>;
}

const QUICK_SCORES = Array.from(
  { length: limits.scoreMax - limits.scoreMin + 1 },
  (_, i) => limits.scoreMin + i,
);

/**
 * The judge's score, kept exactly as typed ("7,5" or "7.5") and read by the contract's rules on
 * 'Puntuar'. A text box, not a number input: neither the arrow keys nor the mouse wheel can change
 * a score. A keystroke that no more typing could turn into a score (the contract's
 * `mayBecomeScore`) is not taken, and the hint under the box says why. It takes focus as its answer arrives.
 * Beside it, one button per whole score votes with a single tap (phones), and 'Saltar' moves on.
 * While a call is on its way every button is `aria-disabled`, never `disabled`, so the one pressed
 * keeps the focus (decision 0015); the page ignores their presses meanwhile.
 */
export function ScoreForm({
  score,
  onScoreChange,
  onSubmit,
  onQuickScore,
  onSkip,
  voting,
  skipping,
  inputRef,
}: ScoreFormProps) {
  const scoreId = useId();
  const hintId = useId();
  // A keystroke was refused: the box says why instead of changing silently.
  const [refused, setRefused] = useState(false);
  const waiting = voting || skipping;
  return (
    <form
      className="form score-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="field">
        <label htmlFor={scoreId}>{strings.rate.scoreLabel}</label>
        <div className="form__row score-form__row">
          <input
            id={scoreId}
            ref={inputRef}
            type="text"
            inputMode="decimal"
            enterKeyHint="send"
            autoComplete="off"
            // Each answer comes with a new form: the judge types the score straight away.
            autoFocus
            placeholder={strings.rate.scorePlaceholder}
            value={score}
            aria-describedby={hintId}
            onChange={(event) => {
              const typed = event.target.value;
              // Not taken: the box keeps the text it had (React puts it back).
              const takes = mayBecomeScore(typed);
              setRefused(!takes);
              if (takes) onScoreChange(typed);
            }}
          />
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={waiting}
            aria-busy={voting}
          >
            {voting ? strings.rate.sending : strings.rate.submit}
          </button>
        </div>
        <p id={hintId} className="score-form__hint" aria-live="polite">
          {refused ? strings.rate.scoreHint : ''}
        </p>
      </div>
      <div className="score-form__quick" role="group" aria-label={strings.rate.quickScoresLabel}>
        {QUICK_SCORES.map((quick) => (
          <button
            key={quick}
            type="button"
            className="button button--secondary score-form__quick-score"
            aria-disabled={waiting}
            onClick={() => onQuickScore(quick)}
          >
            {quick}
          </button>
        ))}
      </div>
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={waiting}
          aria-busy={skipping}
          onClick={onSkip}
        >
          {skipping ? strings.rate.skipping : strings.rate.skip}
        </button>
      </div>
    </form>
  );
}
