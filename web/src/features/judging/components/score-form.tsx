import { mayBecomeScore } from '@words/contract/rules';
import { useId, type Ref } from 'react';
import { strings } from '@/lib/strings';
import { QuickScores } from './quick-scores';

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

/**
 * The judge's score, kept exactly as typed ("7,5" or "7.5") and read by the contract's rules on
 * 'Puntuar', which refuse what is no score. A text box, not a number input: neither the arrow keys
 * nor the mouse wheel can change a score. Nothing typed is ever changed or dropped: while the box
 * holds what no more typing could turn into a score (the contract's `mayBecomeScore`), the hint
 * under it says why. It takes focus as its answer arrives.
 * Below it, the quick scores (one tap, or one key, per whole score), and 'Saltar' moves on.
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
  const noScore = !mayBecomeScore(score);
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
        <label htmlFor={scoreId}>{strings.judging.scoreLabel}</label>
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
            placeholder={strings.judging.scorePlaceholder}
            value={score}
            aria-describedby={hintId}
            aria-invalid={noScore}
            onChange={(event) => onScoreChange(event.target.value)}
          />
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={waiting}
            aria-busy={voting}
          >
            {voting ? strings.judging.sending : strings.judging.submit}
          </button>
        </div>
        <p id={hintId} className="score-form__hint" aria-live="polite">
          {noScore ? strings.judging.scoreHint : ''}
        </p>
      </div>
      <QuickScores onQuickScore={onQuickScore} waiting={waiting} />
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={waiting}
          aria-busy={skipping}
          onClick={onSkip}
        >
          {skipping ? strings.judging.skipping : strings.judging.skip}
        </button>
      </div>
    </form>
  );
}
