import type { PlayedWord } from '@words/contract/api/user';
import { periodLabel } from '@/lib/period-label';
import { strings } from '@/lib/strings';
import { playedWeeks, type PlayedWeek } from '../utils/played-weeks';
import { PlayedWordCard } from './played-word-card';

interface WeekProps {
  week: PlayedWeek;
  dayHref: (date: string) => string;
  today: string;
}

function Week({ week, dayHref, today }: WeekProps) {
  const label = periodLabel(week.week);
  return (
    <section className="played-week" aria-label={label}>
      <h2 className="played-week__title">{label}</h2>
      <ul className="played-grid">
        {week.played.map((played) => (
          <PlayedWordCard
            key={played.date}
            played={played}
            dayHref={dayHref(played.date)}
            today={today}
          />
        ))}
      </ul>
    </section>
  );
}

/** 'Mis partidas' by week: the newest shows, the earlier ones behind 'Ver semanas anteriores'. */
export function PlayedWeeksList({
  playedWords,
  dayHref,
  today,
}: {
  playedWords: PlayedWord[];
  dayHref: (date: string) => string;
  today: string;
}) {
  const [newest, ...earlier] = playedWeeks(playedWords);
  if (newest === undefined) return <p className="empty">{strings.profile.empty}</p>;
  return (
    <>
      <Week week={newest} dayHref={dayHref} today={today} />
      {earlier.length > 0 && (
        <details className="played-weeks__earlier">
          <summary>{strings.profile.earlierWeeks}</summary>
          {earlier.map((week) => (
            <Week key={week.week.start} week={week} dayHref={dayHref} today={today} />
          ))}
        </details>
      )}
    </>
  );
}
