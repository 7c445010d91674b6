import { dayOf, msUntilNextDay } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import { useState, type ReactNode } from 'react';
import { NoticeMessage } from '@/components/notice';
import { useNow } from '@/lib/clock';
import { nextWordTime } from '@/lib/next-word';
import { figuresChanged } from '@/lib/player-stats';
import { strings } from '@/lib/strings';
import { useWordOfTheDay } from '../api/get-word-of-the-day';
import { formatCountdown } from '../utils/countdown';
import { AnswerForm } from './answer-form';
import { ComodinNotice } from './comodin-notice';
import { PlayedToday } from './played-today';
import { WordTiles } from './word-tiles';
import '../play.css';

/** /play: today's word and the answer form, or, once played, the way to /rate. */
/** `afterPlaying`: what the played state offers next ('Reta a un amigo'). */
export function PlayPage({
  rateHref,
  profileHref,
  afterPlaying,
}: {
  rateHref: string;
  /** 'Mis partidas': where '¿De dónde es tu español?' is answered. */
  profileHref: string;
  afterPlaying?: ReactNode;
}) {
  const current = useNow();
  const today = dayOf(current);
  const { value, markPlayed, forget, loadNewWord } = useWordOfTheDay(today);
  // An answer sent from this view moves the focus on; a visit that finds the day played does not.
  const [answered, setAnswered] = useState(false);

  return (
    <section className="page play" aria-labelledby="play-title">
      <h1 id="play-title" className="visually-hidden">
        {strings.play.title}
      </h1>
      {value.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {value.status === 'failed' && (
        <NoticeMessage notice={{ tone: 'error', text: value.message }} />
      )}
      <ComodinNotice today={today} />
      {value.status === 'ready' && (
        <div className="card play__card">
          <p className="eyebrow">{strings.play.wordIntro}</p>
          <WordTiles word={value.word} />
          {value.played ? (
            <PlayedToday
              date={today}
              word={value.word}
              message={value.message ?? messages.alreadyPlayed}
              answer={value.answer}
              crowd={value.crowd}
              rateHref={rateHref}
              profileHref={profileHref}
              takeFocus={answered}
            />
          ) : (
            <AnswerForm
              word={value.word}
              onPlayed={(played) => {
                setAnswered(true);
                markPlayed(value.word, played);
                // The streak in the side column counts today now.
                figuresChanged();
              }}
              onWordExpired={forget}
              loadNewWord={loadNewWord}
            />
          )}
          {value.played && afterPlaying}
        </div>
      )}
      <p className="countdown" role="timer">
        {formatCountdown(msUntilNextDay(current))}
      </p>
      <p className="next-word">{strings.play.nextWordAt(nextWordTime(current))}</p>
    </section>
  );
}
