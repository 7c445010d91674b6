import type { RankedWord } from '@words/contract/api/rankings';
import { Link } from 'react-router';
import { strings } from '@/lib/strings';
import { fitLetters } from '../utils/fit-letters';
import { MineBadge } from './mine-badge';

const dayFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** Every word of the period, each with its best answers (or a line saying there are none). */
export function WordRankings({
  words,
  dayHref,
}: {
  words: RankedWord[];
  dayHref: (date: string) => string;
}) {
  return (
    <section className="ranking-words" aria-labelledby="ranking-words-title">
      <h3 id="ranking-words-title" className="section-title">
        {strings.rankings.wordsTitle}
      </h3>
      <ul className="ranking-words__grid">
        {words.map((word) => (
          <li key={word.date} className="word-card">
            <div className="word-card__head">
              <h4 className="word-card__word">
                <Link to={dayHref(word.date)} title={strings.profile.dayLink(word.word)}>
                  {word.word}
                </Link>
              </h4>
              <time dateTime={word.date}>
                {dayFormat.format(new Date(`${word.date}T00:00:00Z`))}
              </time>
            </div>
            {word.answers.length === 0 ? (
              <p className="word-card__empty">{strings.rankings.wordEmpty}</p>
            ) : (
              <ol className="word-card__answers">
                {word.answers.map((answer) => (
                  <li
                    key={answer.rank}
                    className={answer.mine ? 'word-answer word-answer--mine' : 'word-answer'}
                  >
                    <span className="rank" aria-hidden="true">
                      {answer.rank}
                    </span>
                    <div className="word-answer__body">
                      <p className="word-answer__answer" style={fitLetters(answer.answer)}>
                        <span className="visually-hidden">
                          {strings.rankings.columns.rank} {answer.rank}:{' '}
                        </span>
                        {answer.answer}
                      </p>
                      <p className="word-answer__alias" style={fitLetters(answer.alias)}>
                        {answer.alias}
                        {answer.mine && (
                          <>
                            {' '}
                            <MineBadge />
                          </>
                        )}
                      </p>
                      <p className="word-answer__score">
                        {strings.rankings.score(answer.score)} ·{' '}
                        {strings.rankings.votes(answer.votes)}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
