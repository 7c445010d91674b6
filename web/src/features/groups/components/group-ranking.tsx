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

/** The members' answers of a period in the order they place, with their scores. */
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
                {answer.rank !== null && (
                  <span className="ranked__public">{s.publicRank(answer.rank)}</span>
                )}
              </span>
              <span className="ranked__score">
                {s.score(answer.score)}
                <span className="ranked__votes">{s.votes(answer.votes)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
