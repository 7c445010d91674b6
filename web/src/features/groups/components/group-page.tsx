import { Link, useParams } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { RetryButton } from '@/components/retry-button';
import { strings } from '@/lib/strings';
import { useGroup } from '../api/get-group';
import { GroupView, type GroupLinks } from './group-view';
import '../groups.css';

/** /penas/:id, for its members: anybody else reads the server's NOT_A_MEMBER and a way back. */
export default function GroupPage(links: GroupLinks) {
  const { id = '' } = useParams();
  const group = useGroup(id);
  if (group.status === 'ready')
    return <GroupView key={group.data.id} initial={group.data} links={links} />;
  return (
    <section className="page group" aria-labelledby="group-title">
      <h1 id="group-title" className="page__title">
        {strings.groups.title}
      </h1>
      {group.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {group.status === 'failed' && (
        <>
          <NoticeMessage notice={{ tone: 'error', text: group.message }} />
          {group.exception && <RetryButton onRetry={group.reload} takeFocus={false} />}
          <p>
            <Link to={links.groupsHref}>{strings.groups.group.back}</Link>
          </p>
        </>
      )}
    </section>
  );
}
