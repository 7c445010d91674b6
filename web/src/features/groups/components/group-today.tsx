import type { GroupDay } from '@words/contract/api/groups';
import { Link } from 'react-router';
import { strings } from '@/lib/strings';
import { GroupAnswers } from './group-answers';

/** Today's answers of the members, only once the caller has played ('today' null until then). */
export function GroupToday({ today, playHref }: { today: GroupDay | null; playHref: string }) {
  const s = strings.groups.group;
  return (
    <section className="card group__today" aria-labelledby="group-today-title">
      <h2 id="group-today-title">{s.todayTitle}</h2>
      {today === null ? (
        <>
          <p>{s.playFirst}</p>
          <p>
            <Link className="button button--primary" to={playHref}>
              {s.playLink}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="group__word">{s.todayWord(today.word)}</p>
          <GroupAnswers answers={today.answers} judged={false} />
          {today.answers.every((answer) => answer.mine) && (
            <p className="group__quiet">{s.noAnswersToday}</p>
          )}
        </>
      )}
    </section>
  );
}
