import type { PlayedWord } from '@words/contract/api/user';
import { Link } from 'react-router';
import { ShareButton } from '@/components/share-button';
import { strings } from '@/lib/strings';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * One played word; while its ranking period runs ('open') it can still gain votes. Once closed
 * the score is final, and its place in the rankings shows when it placed. A hidden answer says
 * so and offers nothing to share.
 */
export function PlayedWordCard({
  played,
  dayHref,
  today,
}: {
  played: PlayedWord;
  /** Its day's page, where everybody's answers show once the day has ended. */
  dayHref: string;
  today: string;
}) {
  const open = played.status === 'open';
  const hidden = played.status === 'hidden';
  const modifier = open ? ' played-card--open' : hidden ? ' played-card--hidden' : '';
  const dayEnded = played.date < today;
  // A closed answer's places and Puntuación are final: the text may tell them.
  const placed = played.status === 'closed' ? played : undefined;
  // While its day runs the text tells the word, never the answer.
  const shareText = dayEnded
    ? strings.share.pastDay(
        played.word,
        played.answer,
        `${window.location.origin}${dayHref}`,
        placed,
      )
    : strings.share.today(played.word, window.location.origin);
  return (
    <li className={`played-card${modifier}`}>
      <div className="played-card__head">
        <time dateTime={played.date}>
          {dateFormat.format(new Date(`${played.date}T00:00:00Z`))}
        </time>
        {open && <span className="badge">{strings.profile.open}</span>}
        {hidden && <span className="badge">{strings.profile.hidden}</span>}
      </div>
      <p className="played-card__word">{strings.profile.word(played.word)}</p>
      <p>{strings.profile.answer(played.answer)}</p>
      <p className="played-card__score">
        <span>{strings.profile.score(played.score)}</span>
        {played.votes > 0 && <span> · {strings.profile.votes(played.votes)}</span>}
      </p>
      {hidden && <p className="played-card__hidden">{strings.profile.hiddenText}</p>}
      {!open && played.rank !== null && (
        <p className="played-card__rank">{strings.profile.periodRank(played.rank)}</p>
      )}
      {!open && played.wordRank !== null && (
        <p className="played-card__rank">
          {strings.profile.wordRank(played.wordRank, played.word)}
        </p>
      )}
      <div className="played-card__actions">
        {dayEnded && (
          <Link className="played-card__day" to={dayHref}>
            {strings.profile.dayLink(played.word)}
          </Link>
        )}
        {!hidden && <ShareButton text={shareText} />}
      </div>
    </li>
  );
}
