import { dayOf, msUntilNextDay } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import { Link } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { useNow } from '@/lib/clock';
import { strings } from '@/lib/strings';
import { useWordOfTheDay } from '../api/get-word-of-the-day';
import { formatCountdown } from '../utils/countdown';
import { AnswerForm } from './answer-form';
import { WordTiles } from './word-tiles';

/** /play: today's word and the answer form, or, once played, the way to /rate. */
export function PlayPage({ rateHref }: { rateHref: string }) {
  const current = useNow();
  const { value, markPlayed, forget } = useWordOfTheDay(dayOf(current));

  return (
    <section className="page play" aria-labelledby="play-title">
      <h1 id="play-title" className="visually-hidden">
        {strings.play.title}
      </h1>
      {value.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {value.status === 'failed' && (
        <NoticeMessage notice={{ tone: 'error', text: value.message }} />
      )}
      {value.status === 'ready' && (
        <div className="card play__card">
          <p className="eyebrow">{strings.play.wordIntro}</p>
          <WordTiles word={value.word} />
          {value.played ? (
            <div className="play__played">
              <NoticeMessage
                notice={{ tone: 'success', text: value.message ?? messages.alreadyPlayed }}
              />
              <Link className="button button--secondary" to={rateHref}>
                {strings.play.rateLink}
              </Link>
            </div>
          ) : (
            <AnswerForm
              word={value.word}
              onPlayed={(message) => markPlayed(value.word, message)}
              onWordExpired={forget}
            />
          )}
        </div>
      )}
      <p className="countdown" role="timer">
        {formatCountdown(msUntilNextDay(current))}
      </p>
    </section>
  );
}
