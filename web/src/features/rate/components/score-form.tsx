import { useId } from 'react';
import { strings } from '@/lib/strings';

interface ScoreFormProps {
  score: string;
  onScoreChange: (score: string) => void;
  onSubmit: () => void;
  sending: boolean;
}

/**
 * The judge's score, kept exactly as typed ("7,5" or "7.5") and read by the contract's rules on
 * 'Puntuar'. A text box, not a number input: nothing is dropped while typing, and neither the
 * arrow keys nor the mouse wheel can change a score.
 */
export function ScoreForm({ score, onScoreChange, onSubmit, sending }: ScoreFormProps) {
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
            type="text"
            inputMode="decimal"
            enterKeyHint="send"
            autoComplete="off"
            placeholder={strings.rate.scorePlaceholder}
            value={score}
            onChange={(event) => onScoreChange(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? strings.rate.sending : strings.rate.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
