import { limits } from '@words/contract/limits';
import { useId } from 'react';
import { strings } from '@/lib/strings';
import { isScoreDraft } from '../utils/score';

interface ScoreFormProps {
  score: string;
  onScoreChange: (score: string) => void;
  onSubmit: () => void;
  sending: boolean;
}

/** The judge's score, 0.00 to 10.00: the input refuses anything else as it is typed. */
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
            type="number"
            inputMode="decimal"
            min={limits.scoreMin}
            max={limits.scoreMax}
            step={10 ** -limits.scoreDecimals}
            placeholder={strings.rate.scorePlaceholder}
            value={score}
            onChange={(event) => {
              if (isScoreDraft(event.target.value)) onScoreChange(event.target.value);
            }}
          />
          <button type="submit" className="button button--primary" disabled={sending}>
            {strings.rate.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
