import type { GroupMember } from '@words/contract/api/groups';
import { hasError } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { removeMember } from '../api/remove-member';
import { writeFailure } from '../utils/write-failure';
import { ConfirmDialog } from './confirm-dialog';

interface RemoveMemberProps {
  groupId: string;
  member: GroupMember;
  onRemoved: (member: GroupMember) => void;
  /** Refused: the dialog closes and the page shows why. */
  onFailed: (message: string | null) => void;
  onCancel: () => void;
}

/** The owner's 'Quitar', asked first. MEMBER_NOT_FOUND (already gone) counts as done. */
export function RemoveMember({
  groupId,
  member,
  onRemoved,
  onFailed,
  onCancel,
}: RemoveMemberProps) {
  const s = strings.groups.owner;
  const removal = useServerWrite(async () => {
    const result = await removeMember(groupId, member.id);
    if (result.ok || hasError(result, 'MEMBER_NOT_FOUND')) return onRemoved(member);
    onFailed(writeFailure(result, s.removeFailed));
  });
  return (
    <ConfirmDialog
      title={s.removeTitle(member.alias)}
      text={s.removeText}
      write={removal}
      confirmLabel={s.removeConfirm}
      busyLabel={s.removing}
      onCancel={onCancel}
    />
  );
}
