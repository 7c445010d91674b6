import type { TodaysCrowd } from '@words/contract/api/play';
import { PublicAnswers } from '@/components/public-answers';
import { strings } from '@/lib/strings';

/** What the others answered today, for a player who has played. */
export function TodaysCrowdSection({
  date,
  crowd,
  answer,
}: {
  /** Today, as the page reads it: the day whose answers may be reported. */
  date: string;
  crowd: TodaysCrowd;
  answer: string;
}) {
  return (
    <section className="crowd" aria-labelledby="crowd-title">
      <p className="crowd__summary">
        {strings.crowd.summary(crowd.players, Math.max(0, crowd.sameAnswer - 1))}
      </p>
      <h2 id="crowd-title" className="answer-bars__title">
        {strings.crowd.topTitle}
      </h2>
      <PublicAnswers
        date={date}
        answers={crowd.topAnswers}
        label={strings.crowd.topTitle}
        mine={answer}
      />
    </section>
  );
}
