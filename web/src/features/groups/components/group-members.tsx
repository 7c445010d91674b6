import type { GroupMember } from '@words/contract/api/groups';
import type { ReactNode, RefObject } from 'react';
import { strings } from '@/lib/strings';

interface GroupMembersProps {
  members: GroupMember[];
  /** The caller owns the peña: 'Quitar' beside everybody else. */
  isOwner: boolean;
  onRemove: (member: GroupMember) => void;
  /** What another member's row offers besides 'Quitar' ('Retar'). */
  action?: (member: GroupMember) => ReactNode;
  /** The heading, which takes the focus after a member is removed. */
  heading: RefObject<HTMLHeadingElement | null>;
}

/** The members: alias, whether they played today, their streak; the owner and the caller marked. */
export function GroupMembers({ members, isOwner, onRemove, action, heading }: GroupMembersProps) {
  const s = strings.groups.group;
  return (
    <section className="card group__members" aria-labelledby="group-members-title">
      <h2 id="group-members-title" ref={heading} tabIndex={-1}>
        {s.membersTitle} <span className="group__count">({members.length})</span>
      </h2>
      <ul className="members">
        {members.map((member) => (
          <li key={member.id} className="member">
            <span
              className={`member__mark ${member.played_today ? 'member__mark--played' : ''}`}
              aria-hidden="true"
            >
              {member.played_today ? '✓' : '·'}
            </span>
            <span className="member__who">
              <span className="member__alias">{member.alias}</span>
              {member.you && <span className="badge">{s.you}</span>}
              {member.owner && <span className="badge badge--owner">{s.ownerBadge}</span>}
            </span>
            <span className="member__facts">
              <span className={member.played_today ? 'member__played' : undefined}>
                {member.played_today ? s.played : s.notPlayed}
              </span>
              <span>{s.streak(member.streak)}</span>
            </span>
            {!member.you && action && <span className="member__action">{action(member)}</span>}
            {isOwner && !member.you && (
              <button
                type="button"
                className="button button--secondary member__remove"
                aria-label={strings.groups.owner.removeLabel(member.alias)}
                onClick={() => onRemove(member)}
              >
                {strings.groups.owner.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
