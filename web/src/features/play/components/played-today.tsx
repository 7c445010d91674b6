import { useEffect, useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { strings } from '@/lib/strings';

interface PlayedTodayProps {
  message: string;
  /** What was filed, in its dictionary form; null while the page does not know it. */
  answer: string | null;
  rateHref: string;
  /** The answer went in just now: the focus moves on to /rate, the next thing to do. */
  takeFocus: boolean;
}

/** The day is played: what was filed, and the way to /rate. */
export function PlayedToday({ message, answer, rateHref, takeFocus }: PlayedTodayProps) {
  const rateLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus) rateLink.current?.focus();
  }, [takeFocus]);

  return (
    <div className="play__played">
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
      <Link ref={rateLink} className="button button--secondary" to={rateHref}>
        {strings.play.rateLink}
      </Link>
    </div>
  );
}
