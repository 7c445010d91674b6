import type { PlayedWord } from '@words/contract/api/user';
import { strings } from '@/lib/strings';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * One played word; while its ranking period runs ('open') it can still gain votes. Once closed
 * the score is final, and its place in the rankings shows when it placed.
 */
export function PlayedWordCard({ played }: { played: PlayedWord }) {
  const open = played.status === 'open';
  return (
    <li className={open ? 'played-card played-card--open' : 'played-card'}>
      <div className="played-card__head">
        <time dateTime={played.date}>
          {dateFormat.format(new Date(`${played.date}T00:00:00Z`))}
        </time>
        {open && <span className="badge">{strings.profile.open}</span>}
      </div>
      <p className="played-card__word">{strings.profile.word(played.word)}</p>
      <p>{strings.profile.answer(played.answer)}</p>
      <p className="played-card__score">{strings.profile.score(played.score)}</p>
      {!open && played.rank !== null && (
        <p className="played-card__rank">{strings.profile.periodRank(played.rank)}</p>
      )}
      {!open && played.wordRank !== null && (
        <p className="played-card__rank">
          {strings.profile.wordRank(played.wordRank, played.word)}
        </p>
      )}
    </li>
  );
}
