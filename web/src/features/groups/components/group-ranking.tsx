import type {
  GroupRankedAnswer,
  GroupRanking as Ranking,
  GroupRankingRule,
} from '@words/contract/api/groups';
import { useId } from 'react';
import { RankedAlias } from '@/components/ranked-alias';
import { fitLetters } from '@/lib/fit-letters';
import { strings } from '@/lib/strings';
import { periodRange } from '../utils/dates';
import '@/components/ranked-answer.css';

/** The answers a ranking shows at once; the rest are one tap away. */
const FIRST_SHOWN = 3;

interface GroupRankingProps {
  title: string;
  ranking: Ranking | null;
  empty: string;
  /** A sentence under the title (the current week is provisional). */
  note?: string;
  provisional?: boolean;
}

/** One answer as /rankings shows a word's best: the place, then each part on a line of its own. */
function RankedRow({ answer, how }: { answer: GroupRankedAnswer; how: GroupRankingRule }) {
  const s = strings.groups.group;
  return (
    <li className={answer.mine ? 'word-answer word-answer--mine' : 'word-answer'}>
      <span className="rank">{s.place(answer.place)}</span>
      <div className="word-answer__body">
        <p className="word-answer__answer" style={fitLetters(answer.answer)}>
          {s.answerTo(answer.answer, answer.word)}
        </p>
        <RankedAlias alias={answer.alias} mine={answer.mine} />
        {answer.best && <p className="ranked__best">{s.best}</p>}
        {answer.rank !== null && <p className="ranked__public">{s.publicRank(answer.rank)}</p>}
        <p
          className={
            answer.rank_score === null
              ? 'word-answer__rank-score group-ranking__not-yet'
              : 'word-answer__rank-score'
          }
        >
          {answer.rank_score === null
            ? strings.rankings.noRankScoreYet(Math.max(1, how.min_votes - answer.votes))
            : s.rankScore(answer.rank_score)}
        </p>
        <p className="word-answer__score">
          {s.score(answer.score)} · {s.votes(answer.votes)}
        </p>
      </div>
    </li>
  );
}

/**
 * A period's answers in the order the peña's votes place them: the first few, the caller's place
 * when it is below them, and the whole ranking one tap away; then '¿Por qué este orden?'.
 */
export function GroupRanking({
  title,
  ranking,
  empty,
  note,
  provisional = false,
}: GroupRankingProps) {
  const s = strings.groups.group;
  const titleId = useId();
  const answers = ranking?.answers ?? [];
  const first = answers.slice(0, FIRST_SHOWN);
  const rest = answers.slice(FIRST_SHOWN);
  const mine = rest.find((answer) => answer.mine);
  return (
    <section
      className={`card group-ranking ${provisional ? 'group-ranking--provisional' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {ranking !== null && (
        <p className="group-ranking__period">{s.period(periodRange(ranking.start, ranking.end))}</p>
      )}
      {note !== undefined && <p className="group-ranking__note">{note}</p>}
      {ranking === null || answers.length === 0 ? (
        <p className="group__quiet">{empty}</p>
      ) : (
        <>
          {mine !== undefined && (
            <p className="group-ranking__your-place">
              {strings.rankings.yourPlace(mine.place, answers.length, mine.answer, mine.word)}
            </p>
          )}
          <ol className="word-card__answers">
            {first.map((answer) => (
              <RankedRow key={`${answer.date}-${answer.alias}`} answer={answer} how={ranking.how} />
            ))}
          </ol>
          {rest.length > 0 && (
            <details className="group-ranking__rest">
              <summary>{s.wholeRanking(answers.length)}</summary>
              <ol className="word-card__answers">
                {rest.map((answer) => (
                  <RankedRow
                    key={`${answer.date}-${answer.alias}`}
                    answer={answer}
                    how={ranking.how}
                  />
                ))}
              </ol>
            </details>
          )}
          <details className="group-ranking__why">
            <summary>{s.whyTitle}</summary>
            {s.why(ranking.how).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </details>
        </>
      )}
    </section>
  );
}
