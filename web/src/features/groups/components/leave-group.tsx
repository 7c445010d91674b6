import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { leaveGroup } from '../api/leave-group';
import { arrivalState } from '../utils/arrival';
import { writeFailure } from '../utils/write-failure';
import { ConfirmDialog } from './confirm-dialog';

interface LeaveGroupProps {
  id: string;
  name: string;
  isOwner: boolean;
  groupsHref: string;
}

/** 'Salir de la peña', asked first; then /penas says the player left. */
export function LeaveGroup({ id, name, isOwner, groupsHref }: LeaveGroupProps) {
  const s = strings.groups.leave;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const leave = useServerWrite(async () => {
    const result = await leaveGroup(id);
    if (result.ok) {
      await navigate(groupsHref, { state: arrivalState(strings.groups.left(name)) });
      return;
    }
    setAsking(false);
    setFailure(writeFailure(result, s.failed));
  });

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {s.button}
      </button>
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
      {asking && (
        <ConfirmDialog
          title={s.title(name)}
          text={isOwner ? s.ownerText : s.text}
          write={leave}
          confirmLabel={s.confirm}
          busyLabel={s.sending}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
