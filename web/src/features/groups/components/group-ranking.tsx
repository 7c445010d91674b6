import type { GroupRanking as Ranking } from '@words/contract/api/groups';
import { useId } from 'react';
import { strings } from '@/lib/strings';
import { periodRange } from '../utils/dates';

interface GroupRankingProps {
  title: string;
  ranking: Ranking | null;
  empty: string;
  /** A sentence under the title (the current week is provisional). */
  note?: string;
  provisional?: boolean;
}

/**
 * Every member's answer of a period in the order the peña's votes place them, with 'Puntuación',
 * the peña's mean and votes, the public place where it has one, and '¿Por qué este orden?'.
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
      {ranking === null || ranking.answers.length === 0 ? (
        <p className="group__quiet">{empty}</p>
      ) : (
        <ol className="group-ranking__list">
          {ranking.answers.map((answer) => (
            <li
              key={`${answer.date}-${answer.alias}`}
              className={`ranked ${answer.mine ? 'ranked--mine' : ''}`}
            >
              <span className="ranked__place">{s.place(answer.place)}</span>
              <span className="ranked__what">
                <span className="ranked__alias">
                  {answer.alias}
                  {answer.mine && <span className="visually-hidden"> ({s.yours})</span>}
                </span>
                <span className="ranked__answer">{s.answerTo(answer.answer, answer.word)}</span>
                {answer.best && <span className="ranked__best">{s.best}</span>}
                {answer.rank !== null && (
                  <span className="ranked__public">{s.publicRank(answer.rank)}</span>
                )}
              </span>
              <span className="ranked__score">
                {s.rankScore(answer.rank_score)}
                <span className="ranked__votes">
                  {s.score(answer.score)} · {s.votes(answer.votes)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {ranking !== null && ranking.answers.length > 0 && (
        <details className="group-ranking__why">
          <summary>{s.whyTitle}</summary>
          {s.why(ranking.how).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </details>
      )}
    </section>
  );
}
