import type { GroupDetail, GroupMember } from '@words/contract/api/groups';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { ShareButton } from '@/components/share-button';
import { strings } from '@/lib/strings';
import { useArrival } from '../utils/arrival';
import { dayLabel } from '../utils/dates';
import { GroupEarlierDays } from './group-earlier-days';
import { GroupMembers } from './group-members';
import { GroupRanking } from './group-ranking';
import { GroupToday } from './group-today';
import { LeaveGroup } from './leave-group';
import { OwnerTools } from './owner-tools';
import { RemoveMember } from './remove-member';

export interface GroupLinks {
  playHref: string;
  groupsHref: string;
  /** The path of an invitation link; the page adds the origin. */
  joinHref: (code: string) => string;
  /** 'Puntuar en la peña': the peña's own judging. */
  rateHref: (id: string) => string;
  /** What another member's row offers to the caller ('Retar', from the duels). */
  memberAction?: (groupId: string, member: GroupMember) => ReactNode;
}

/**
 * A peña as loaded, kept here as the owner changes it (name, link, members), so a step never
 * sends the page back to 'Cargando...'. Confirmations go to one polite live region under the title.
 */
export function GroupView({ initial, links }: { initial: GroupDetail; links: GroupLinks }) {
  const s = strings.groups.group;
  const title = useRef<HTMLHeadingElement>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const [group, setGroup] = useState(initial);
  const arrivedSaying = useArrival(title);
  const [said, setSaid] = useState(arrivedSaying);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  // The removed member's 'Quitar' is gone: the focus goes to the members' heading instead.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) membersHeading.current?.focus();
  }, [removals]);

  const inviteUrl = `${window.location.origin}${links.joinHref(group.invite_code)}`;
  return (
    <section className="page group" aria-labelledby="group-title">
      <header className="group__head">
        <p className="eyebrow">{strings.groups.title}</p>
        <h1 id="group-title" ref={title} className="page__title" tabIndex={-1}>
          {group.name}
        </h1>
        <p className="group__owner-line">
          {s.owner(group.owner)} · {strings.groups.members(group.members.length)}
        </p>
        <div className="group__buttons">
          <Link className="button button--primary" to={links.rateHref(group.id)}>
            {s.rate}
          </Link>
          <ShareButton
            className="group__invite"
            label={strings.groups.invite.button}
            text={strings.groups.invite.text(group.name, inviteUrl)}
          />
          <LeaveGroup
            id={group.id}
            name={group.name}
            isOwner={group.is_owner}
            groupsHref={links.groupsHref}
          />
        </div>
      </header>
      <p className="group__said" role="status">
        {said}
      </p>
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
      {/* What a member comes for first: today, then where the week stands; the weeks before last. */}
      <div className="group__grid">
        <div className="group__main">
          <GroupToday today={group.today} playHref={links.playHref} />
          <GroupRanking
            title={s.currentTitle}
            ranking={group.current_week}
            note={s.provisional}
            empty={s.currentEmpty}
            provisional
          />
          <GroupEarlierDays days={group.earlier_days} />
          <GroupMembers
            members={group.members}
            isOwner={group.is_owner}
            heading={membersHeading}
            action={(member) => links.memberAction?.(group.id, member)}
            onRemove={(member) => {
              setFailure(null);
              setRemoving(member);
            }}
          />
        </div>
        <div className="group__aside">
          {group.judged_week !== null && (
            <GroupRanking
              title={s.judgedTitle}
              ranking={group.judged_week}
              note={s.judgedNote(dayLabel(group.judged_week.ranked_on))}
              empty={s.currentEmpty}
              provisional
            />
          )}
          <GroupRanking
            title={s.lastRankingTitle}
            ranking={group.last_ranking}
            empty={s.lastRankingEmpty}
          />
        </div>
      </div>
      {group.is_owner && (
        <OwnerTools
          id={group.id}
          name={group.name}
          groupsHref={links.groupsHref}
          onRenamed={(name) => {
            setGroup((current) => ({ ...current, name }));
            setSaid(strings.groups.owner.renamed(name));
          }}
          onNewInvite={(code) => {
            setGroup((current) => ({ ...current, invite_code: code }));
            setSaid(strings.groups.owner.newLinkDone);
          }}
        />
      )}
      {removing !== null && (
        <RemoveMember
          groupId={group.id}
          member={removing}
          onCancel={() => setRemoving(null)}
          onFailed={(message) => {
            setRemoving(null);
            setFailure(message);
          }}
          onRemoved={(member) => {
            setRemoving(null);
            setGroup((current) => ({
              ...current,
              members: current.members.filter((other) => other.id !== member.id),
            }));
            setSaid(strings.groups.owner.removed(member.alias));
            setRemovals((count) => count + 1);
          }}
        />
      )}
    </section>
  );
}
