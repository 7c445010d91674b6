import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { WriteButton } from '@/components/write-button';
import { serverMessage } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { createDuel } from '../api/duels';

interface ChallengeMemberProps {
  groupId: string;
  /** The membership's id (GroupMember.id) and alias. */
  memberId: string;
  alias: string;
  duelHref: (id: string) => string;
}

/** 'Retar' on a peña member's row: the duel is made with them in it, and its page opens. */
export function ChallengeMember({ groupId, memberId, alias, duelHref }: ChallengeMemberProps) {
  const s = strings.duels;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const challenge = useServerWrite(async () => {
    setFailure(null);
    const result = await createDuel({ group_id: groupId, member_id: memberId });
    if (result.ok) void navigate(duelHref(result.data.id));
    else if (result.status !== 401) setFailure(serverMessage(result) ?? s.challengeFailed);
  });
  return (
    <>
      <WriteButton
        write={challenge}
        label={s.retar}
        name={s.retarLabel(alias)}
        busyLabel={s.challenging}
      />
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
    </>
  );
}
