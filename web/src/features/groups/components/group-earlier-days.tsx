import type { GroupDay } from '@words/contract/api/groups';
import { strings } from '@/lib/strings';
import { dayLabel } from '../utils/dates';
import { GroupAnswers } from './group-answers';

function EarlierDay({ day }: { day: GroupDay }) {
  const s = strings.groups.group;
  return (
    <section className="group-day" aria-label={s.dayWord(dayLabel(day.date), day.word)}>
      <h3 className="group-day__title">
        <span className="group-day__date">{dayLabel(day.date)}</span>
        <span className="group-day__word">«{day.word}»</span>
      </h3>
      {day.answers.length === 0 ? (
        <p className="group__quiet">{s.noAnswers}</p>
      ) : (
        <GroupAnswers answers={day.answers} judged />
      )}
    </section>
  );
}

/**
 * The earlier days of the week running, newest first: the word and the members' answers. The
 * newest shows; the others are one tap away.
 */
export function GroupEarlierDays({ days }: { days: GroupDay[] }) {
  const s = strings.groups.group;
  const [newest, ...others] = days;
  return (
    <section className="card group__days" aria-labelledby="group-days-title">
      <h2 id="group-days-title">{s.earlierTitle}</h2>
      {newest === undefined ? (
        <p className="group__quiet">{s.earlierEmpty}</p>
      ) : (
        <>
          <EarlierDay day={newest} />
          {others.length > 0 && (
            <details className="group__more-days">
              <summary>{s.otherDays(others.length)}</summary>
              {others.map((day) => (
                <EarlierDay key={day.date} day={day} />
              ))}
            </details>
          )}
        </>
      )}
    </section>
  );
}
