import type { RankedAnswer } from '@words/contract/api/rankings';
import { limits } from '@words/contract/limits';
import { strings } from '@/lib/strings';
import { fitLetters } from '../utils/fit-letters';
import { MineBadge } from './mine-badge';

const columns = strings.rankings.columns;

/**
 * The period's best answers. A table on wide screens; under 640px each row becomes a card (the
 * explicit roles keep the table semantics that some browsers drop once `display` changes).
 */
export function BestAnswersTable({ answers }: { answers: RankedAnswer[] }) {
  return (
    <section className="ranking-best" aria-labelledby="ranking-best-title">
      <h3 id="ranking-best-title" className="section-title">
        {strings.rankings.bestTitle}
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
              {columns.score}
            </th>
            <th role="columnheader" scope="col" className="ranking-table__num">
              {columns.votes}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {answers.map((answer) => (
            <tr
              key={answer.rank}
              role="row"
              className={
                answer.mine ? 'ranking-table__row ranking-table__row--mine' : 'ranking-table__row'
              }
            >
              <td role="cell" className="ranking-table__rank" data-label={columns.rank}>
                <span className="rank">{answer.rank}</span>
              </td>
              <td
                role="cell"
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
          ))}
        </tbody>
      </table>
    </section>
  );
}
