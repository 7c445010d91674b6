import type { CommonAnswer } from '@words/contract/api/play';
import type { CSSProperties, ReactNode } from 'react';
import { strings } from '@/lib/strings';
import './answer-bars.css';

/**
 * A day's most common answers as bars: each one as long as its count against the most common.
 * A plain list underneath, so a screen reader reads "olas, 3 veces".
 */
export function AnswerBars({
  answers,
  label,
  mine,
  action,
}: {
  answers: CommonAnswer[];
  label: string;
  /** The player's own answer, marked where it appears. */
  mine?: string | null;
  /** What the player can do with each answer but their own ('Denunciar'), after its count. */
  action?: (answer: string) => ReactNode;
}) {
  const most = Math.max(1, ...answers.map((a) => a.count));
  return (
    <ol className="answer-bars" aria-label={label}>
      {answers.map(({ answer, count }) => (
        <li
          key={answer}
          className={
            answer === mine ? 'answer-bars__item answer-bars__item--mine' : 'answer-bars__item'
          }
          style={{ '--share': count / most } as CSSProperties}
        >
          <span
            className="answer-bars__answer"
            style={{ '--letters': [...answer].length } as CSSProperties}
          >
            {answer}
            {answer === mine && <span className="visually-hidden"> ({strings.crowd.mine})</span>}
          </span>
          <span className="answer-bars__count">
            <span className="visually-hidden">, </span>
            {strings.crowd.count(count)}
          </span>
          {action !== undefined && answer !== mine && (
            <span className="answer-bars__action">{action(answer)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
