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
    <div className={position > 1 ? 'card judging__card judging__card--next' : 'card judging__card'}>
      <div className="judging__head">
        <p className="eyebrow">{strings.judging.wordIntro}</p>
        <p className="judging__number">{strings.judging.answerNumber(position)}</p>
      </div>
      <p className="judging__word">{answer.word}</p>
      <p className="eyebrow">{strings.judging.answerIntro}</p>
      <p className="judging__answer">{answer.answer}</p>
      <ScoreForm {...scoreForm} />
    </div>
  );
}
