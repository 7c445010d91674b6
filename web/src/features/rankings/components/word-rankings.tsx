import type { RankedAnswer, RankedWord } from '@words/contract/api/rankings';
import { Link } from 'react-router';
import { strings } from '@/lib/strings';
import { fitLetters } from '@/lib/fit-letters';
import { RankedAlias } from '@/components/ranked-alias';
import '@/components/ranked-answer.css';
import { RankScore } from './rank-score';
import { useWhy, WhyExplanation, WhyToggle, type RankingBasis } from './why-this-order';

const dayFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** One of a word's best answers: its place, its 'Puntuación', mean and votes, and why. */
function WordAnswer({ answer, basis }: { answer: RankedAnswer; basis: RankingBasis }) {
  const why = useWhy();
  return (
    <li
      className={answer.mine ? 'word-answer word-answer--mine' : 'word-answer'}
      // The player's own answers are where 'Tu puesto' takes the focus.
      tabIndex={answer.mine ? -1 : undefined}
      data-mine-answer={answer.mine || undefined}
    >
      <span className="rank" aria-hidden="true">
        {answer.rank}
      </span>
      <div className="word-answer__body">
        <p id={why.answerId} className="word-answer__answer" style={fitLetters(answer.answer)}>
          <span className="visually-hidden">
            {strings.rankings.columns.rank} {answer.rank}:{' '}
          </span>
          {answer.answer}
        </p>
        <RankedAlias alias={answer.alias} mine={answer.mine} />
        <p className="word-answer__rank-score">
          {strings.rankings.rankScore} <RankScore rankScore={answer.rankScore} />
        </p>
        <p className="word-answer__score">
          {strings.rankings.score(answer.score)} · {strings.rankings.votes(answer.votes)}
        </p>
        <WhyToggle why={why} />
        <WhyExplanation why={why} answer={answer} basis={basis} />
      </div>
    </li>
  );
}

/** Every word of the period, each with its best answers (or a line saying there are none). */
export function WordRankings({
  words,
  basis,
  dayHref,
}: {
  words: RankedWord[];
  basis: RankingBasis;
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
                  <WordAnswer key={answer.rank} answer={answer} basis={basis} />
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
