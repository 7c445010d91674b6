import { useState } from 'react';
import { Link } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { ShareButton } from '@/components/share-button';
import { WriteButton } from '@/components/write-button';
import { serverMessage } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { createDuel } from '../api/duels';
import '../duels.css';

interface ChallengeFriendProps {
  duelHref: (id: string) => string;
  inviteHref: (code: string) => string;
}

/** 'Reta a un amigo' on /play: makes a duel, then offers its link to send and its page. */
export function ChallengeFriend({ duelHref, inviteHref }: ChallengeFriendProps) {
  const s = strings.duels;
  const [made, setMade] = useState<{ id: string; invite_code: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const challenge = useServerWrite(async () => {
    setFailure(null);
    const result = await createDuel();
    if (result.ok) setMade(result.data);
    else if (result.status !== 401) setFailure(serverMessage(result) ?? s.challengeFailed);
  });
  return (
    <div className="challenge">
      <p className="challenge__about">{s.challengeAbout}</p>
      {made === null ? (
        <WriteButton write={challenge} label={s.challenge} busyLabel={s.challenging} />
      ) : (
        <>
          <ShareButton
            label={s.sendLink}
            text={s.inviteText(new URL(inviteHref(made.invite_code), window.location.href).href)}
          />
          <Link to={duelHref(made.id)}>{s.toDuel}</Link>
        </>
      )}
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
    </div>
  );
}
