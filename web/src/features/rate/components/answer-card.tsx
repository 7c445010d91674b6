import type { RandomAnswerResponse } from '@words/contract/api/vote';
import type { ComponentProps } from 'react';
import { strings } from '@/lib/strings';
import { ScoreForm } from './score-form';

interface AnswerCardProps extends ComponentProps<typeof ScoreForm> {
  answer: RandomAnswerResponse;
  /** Which answer of this visit it is: 1 for the first one shown. */
  position: number;
}

/** One answer to judge: the word, what the player said, and the judge's score. */
export function AnswerCard({ answer, position, ...scoreForm }: AnswerCardProps) {
  return (
    <div className={position > 1 ? 'card rate__card rate__card--next' : 'card rate__card'}>
      <div className="rate__head">
        <p className="eyebrow">{strings.rate.wordIntro}</p>
        <p className="rate__number">{strings.rate.answerNumber(position)}</p>
      </div>
      <p className="rate__word">{answer.word}</p>
      <p className="eyebrow">{strings.rate.answerIntro}</p>
      <p className="rate__answer">{answer.answer}</p>
      <ScoreForm {...scoreForm} />
    </div>
  );
}
