import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { WriteButton } from '@/components/write-button';
import { serverMessage } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { playAgainstCrowd } from '../api/duels';
import '../duels.css';

const s = strings.crowdMind;

/** 'Juega contra el público' on /play: today's duel against the crowd, then its page. */
export function AgainstCrowd({ duelHref }: { duelHref: (id: string) => string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const start = useServerWrite(async () => {
    setFailure(null);
    const result = await playAgainstCrowd();
    if (result.ok) return void navigate(duelHref(result.data.id));
    if (result.status !== 401) setFailure(serverMessage(result) ?? s.startFailed);
  });
  return (
    <div className="challenge">
      <p className="challenge__about">{s.startAbout}</p>
      <WriteButton write={start} label={s.start} busyLabel={s.starting} />
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
    </div>
  );
}
