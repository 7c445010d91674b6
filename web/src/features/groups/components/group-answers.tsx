import type { GroupAnswer } from '@words/contract/api/groups';
import { fitLetters } from '@/lib/fit-letters';
import { strings } from '@/lib/strings';

/** The members' answers to one word: who said what, with its mean and votes where judged. */
export function GroupAnswers({ answers, judged }: { answers: GroupAnswer[]; judged: boolean }) {
  const s = strings.groups.group;
  return (
    <ul className="group-answers">
      {answers.map((answer) => (
        <li
          key={answer.alias}
          className={`group-answer ${answer.mine ? 'group-answer--mine' : ''}`}
        >
          <span className="group-answer__alias" style={fitLetters(answer.alias)}>
            {answer.alias}
            {answer.mine && <span className="visually-hidden"> ({s.yours})</span>}
          </span>
          <span className="group-answer__answer" style={fitLetters(answer.answer)}>
            {answer.answer}
          </span>
          {judged && (
            <span className="group-answer__score">
              {s.score(answer.score)}
              {answer.votes > 0 && (
                <span className="group-answer__votes"> · {s.votes(answer.votes)}</span>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
