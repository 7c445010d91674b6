import { limits } from '@words/contract/limits';
import { useId, type Ref } from 'react';
import { strings } from '@/lib/strings';

interface ScoreFormProps {
  score: string;
  onScoreChange: (score: string) => void;
  onSubmit: () => void;
  /** A quick score button: votes this whole score at once. */
  onQuickScore: (score: number) => void;
  /** 'Saltar': the next answer without a vote. */
  onSkip: () => void;
  sending: boolean;
  inputRef: Ref<HTMLInputElement>;
}

const QUICK_SCORES = Array.from(
  { length: limits.scoreMax - limits.scoreMin + 1 },
  (_, i) => limits.scoreMin + i,
);

/**
 * The judge's score, kept exactly as typed ("7,5" or "7.5") and read by the contract's rules on
 * 'Puntuar'. A text box, not a number input: nothing is dropped while typing, and neither the
 * arrow keys nor the mouse wheel can change a score. It takes focus as its answer arrives.
 * Beside it, one button per whole score votes with a single tap (phones), and 'Saltar' moves on.
 */
export function ScoreForm({
  score,
  onScoreChange,
  onSubmit,
  onQuickScore,
  onSkip,
  sending,
  inputRef,
}: ScoreFormProps) {
  const scoreId = useId();
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
        <div className="score-form__row">
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
            onChange={(event) => onScoreChange(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? strings.rate.sending : strings.rate.submit}
          </button>
        </div>
      </div>
      <div className="score-form__quick" role="group" aria-label={strings.rate.quickScoresLabel}>
        {QUICK_SCORES.map((quick) => (
          <button
            key={quick}
            type="button"
            className="button button--secondary score-form__quick-score"
            disabled={sending}
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
          disabled={sending}
          onClick={onSkip}
        >
          {strings.rate.skip}
        </button>
      </div>
    </form>
  );
}
