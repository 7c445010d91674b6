import { useRef } from 'react';
import { Link } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { RetryButton } from '@/components/retry-button';
import { strings } from '@/lib/strings';
import { useGroups } from '../api/get-groups';
import { useArrival } from '../utils/arrival';
import { CreateGroup } from './create-group';
import '../groups.css';

/** /penas: the player's peñas, and 'Crear una peña'. */
export default function GroupsPage({ groupHref }: { groupHref: (id: string) => string }) {
  const title = useRef<HTMLHeadingElement>(null);
  const said = useArrival(title);
  const groups = useGroups();
  return (
    <section className="page groups" aria-labelledby="groups-title">
      <h1 id="groups-title" ref={title} className="page__title" tabIndex={-1}>
        {strings.groups.title}
      </h1>
      <p className="groups__intro">{strings.groups.intro}</p>
      <p className="groups__said" role="status">
        {said}
      </p>
      <section className="groups__mine" aria-labelledby="my-groups-title">
        <h2 id="my-groups-title">{strings.groups.listTitle}</h2>
        {groups.status === 'loading' && <p className="loading">{strings.loading}</p>}
        {groups.status === 'failed' && (
          <>
            <NoticeMessage notice={{ tone: 'error', text: groups.message }} />
            {groups.exception && <RetryButton onRetry={groups.reload} takeFocus={false} />}
          </>
        )}
        {groups.status === 'ready' &&
          (groups.data.groups.length === 0 ? (
            <p className="empty">{strings.groups.empty}</p>
          ) : (
            <ul className="groups__list">
              {groups.data.groups.map((group) => (
                <li key={group.id} className="card group-card">
                  <Link className="group-card__name" to={groupHref(group.id)}>
                    {group.name}
                  </Link>
                  <p className="group-card__figures">
                    <span>{strings.groups.members(group.members)}</span>
                    <span>{strings.groups.playedToday(group.played_today)}</span>
                  </p>
                </li>
              ))}
            </ul>
          ))}
      </section>
      <CreateGroup groupHref={groupHref} />
    </section>
  );
}
