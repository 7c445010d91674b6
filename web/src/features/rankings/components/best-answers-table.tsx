import type { RankedAnswer } from '@words/contract/api/rankings';
import { limits } from '@words/contract/limits';
import { strings } from '@/lib/strings';
import { fitLetters } from '@/lib/fit-letters';
import { MineBadge } from '@/components/mine-badge';
import '@/components/ranked-answer.css';
import { RankScore } from './rank-score';
import { useWhy, WhyExplanation, WhyToggle, type RankingBasis } from './why-this-order';

const columns = strings.rankings.columns;
/** The table's columns: the row of an answer's explanation spans them all. */
const columnCount = 7;

/** One answer's row, and under it the row of its '¿Por qué este orden?' (hidden until asked). */
function BestAnswerRow({ answer, basis }: { answer: RankedAnswer; basis: RankingBasis }) {
  const why = useWhy();
  return (
    <>
      <tr
        role="row"
        className={
          answer.mine ? 'ranking-table__row ranking-table__row--mine' : 'ranking-table__row'
        }
        // The player's own answers are where 'Tu puesto' takes the focus.
        tabIndex={answer.mine ? -1 : undefined}
        data-mine-answer={answer.mine || undefined}
      >
        <td role="cell" className="ranking-table__rank" data-label={columns.rank}>
          <span className="rank">{answer.rank}</span>
        </td>
        <td
          role="cell"
          id={why.answerId}
          className="ranking-table__answer"
          data-label={columns.answer}
          style={fitLetters(answer.answer)}
        >
          {answer.answer}
        </td>
        <td role="cell" className="ranking-table__word" data-label={columns.word}>
          {answer.word}
        </td>
        <td
          role="cell"
          className="ranking-table__alias"
          data-label={columns.alias}
          style={fitLetters(answer.alias)}
        >
          {answer.alias}
          {answer.mine && (
            <>
              {' '}
              <MineBadge />
            </>
          )}
        </td>
        <td
          role="cell"
          className="ranking-table__num ranking-table__rank-score"
          data-label={columns.rankScore}
        >
          <RankScore rankScore={answer.rankScore} />
          <WhyToggle why={why} />
        </td>
        <td
          role="cell"
          className="ranking-table__num ranking-table__score"
          data-label={columns.score}
        >
          {answer.score.toFixed(limits.scoreDecimals)}
        </td>
        <td
          role="cell"
          className="ranking-table__num ranking-table__votes"
          data-label={columns.votes}
        >
          {answer.votes}
        </td>
      </tr>
      <tr role="row" className="ranking-table__why-row" hidden={!why.open}>
        <td role="cell" colSpan={columnCount}>
          <WhyExplanation why={why} answer={answer} basis={basis} />
        </td>
      </tr>
    </>
  );
}

/**
 * A closed period's best answers, under a heading naming the period. A table on wide screens;
 * narrower each row becomes a card (the explicit roles keep the table semantics that some
 * browsers drop once `display` changes).
 */
export function BestAnswersTable({
  title,
  answers,
  basis,
}: {
  title: string;
  answers: RankedAnswer[];
  basis: RankingBasis;
}) {
  return (
    <section className="ranking-best" aria-labelledby="ranking-best-title">
      <h3 id="ranking-best-title" className="section-title">
        {title}
      </h3>
      <table className="ranking-table" role="table">
        <caption className="visually-hidden">{strings.rankings.bestCaption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col" className="ranking-table__num">
              {columns.rank}
            </th>
            <th role="columnheader" scope="col">
              {columns.answer}
            </th>
            <th role="columnheader" scope="col">
              {columns.word}
            </th>
            <th role="columnheader" scope="col">
              {columns.alias}
            </th>
            <th role="columnheader" scope="col" className="ranking-table__num">
              {columns.rankScore}
            </th>
            <th role="columnheader" scope="col" className="ranking-table__num">
              {columns.score}
            </th>
            <th role="columnheader" scope="col" className="ranking-table__num">
              {columns.votes}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {answers.map((answer) => (
            <BestAnswerRow key={answer.rank} answer={answer} basis={basis} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
