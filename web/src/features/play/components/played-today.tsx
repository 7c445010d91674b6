import { useEffect, useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { TodaysCrowd } from '@words/contract/api/play';
import { NoticeMessage } from '@/components/notice';
import { RegionalCrowd } from '@/components/regional-crowd';
import { ShareButton } from '@/components/share-button';
import { strings } from '@/lib/strings';
import { RegionQuestion } from './region-question';
import { TodaysCrowdSection } from './todays-crowd';

interface PlayedTodayProps {
  /** Today, as the page reads it. */
  date: string;
  word: string;
  message: string;
  /** What was filed, in its dictionary form; null while the page does not know it. */
  answer: string | null;
  /** What the others answered so far; null until the server says. */
  crowd: TodaysCrowd | null;
  rateHref: string;
  /** 'Mis partidas', where a player says where their Spanish is from. */
  profileHref: string;
  /** The answer went in just now: the focus moves on to /rate, the next thing to do. */
  takeFocus: boolean;
}

/** The day is played: what was filed, and the way to /rate. */
export function PlayedToday({
  date,
  word,
  message,
  answer,
  crowd,
  rateHref,
  profileHref,
  takeFocus,
}: PlayedTodayProps) {
  const rateLink = useRef<HTMLAnchorElement>(null);
  const head = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    // Focusing the link alone would scroll just enough to show it, leaving the confirmation above
    // it under the sticky header at 200 % zoom: the confirmation, the answer and the link come into
    // sight together (the root's scroll-padding keeps them below the header).
    rateLink.current?.focus({ preventScroll: true });
    head.current?.scrollIntoView({ block: 'nearest' });
  }, [takeFocus]);

  return (
    <div className="play__played">
      <div ref={head} className="play__played-head">
        <NoticeMessage notice={{ tone: 'success', text: message }} />
        {answer !== null && (
          <p className="play__answer">
            {strings.play.yourAnswer}{' '}
            {/* --letters lets the CSS shrink a long answer so it fits the card whole. */}
            <strong
              className="play__answer-word"
              style={{ '--letters': [...answer].length } as CSSProperties}
            >
              {answer}
            </strong>
          </p>
        )}
        {/* The next thing to do right under the answer filed, in sight with it. */}
        <Link ref={rateLink} className="button button--secondary" to={rateHref}>
          {strings.play.rateLink}
        </Link>
        {/* While the day runs the text tells the word, never the answer. */}
        <ShareButton text={strings.share.today(word, window.location.origin)} />
      </div>
      {crowd !== null && answer !== null && (
        <TodaysCrowdSection date={date} crowd={crowd} answer={answer} />
      )}
      {/* «En México dijeron…» beside «Lo más dicho hoy»: asked once the day is played. */}
      {answer !== null && <RegionalCrowd date={date} profileHref={profileHref} />}
      <RegionQuestion />
    </div>
  );
}
