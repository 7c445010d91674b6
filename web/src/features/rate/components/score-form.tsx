import { useId, type Ref } from 'react';
import { strings } from '@/lib/strings';

interface ScoreFormProps {
  score: string;
  onScoreChange: (score: string) => void;
  onSubmit: () => void;
  sending: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The judge's score, kept exactly as typed ("7,5" or "7.5") and read by the contract's rules on
 * 'Puntuar'. A text box, not a number input: nothing is dropped while typing, and neither the
 * arrow keys nor the mouse wheel can change a score. It takes focus as its answer arrives.
 */
export function ScoreForm({ score, onScoreChange, onSubmit, sending, inputRef }: ScoreFormProps) {
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
    </form>
  );
}
