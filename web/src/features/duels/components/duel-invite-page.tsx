import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { RetryButton } from '@/components/retry-button';
import { WriteButton } from '@/components/write-button';
import { serverMessage } from '@/lib/api-client';
import { rememberJoin, takePendingJoin } from '@/lib/pending-join';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { joinDuel, useDuelInvite } from '../api/duels';
import '../duels.css';

interface DuelInvitePageProps {
  duelHref: (id: string) => string;
  /** Signed out: the sign-in, which comes back to this link; null when signed in. */
  signIn: ((code: string) => ReactNode) | null;
}

/**
 * /mente/CODE: who challenges; signed in, 'Aceptar el reto'; signed out, 'Jugar con Google', after
 * which (and the welcome dialog of a new player) the player is in the duel without another press,
 * as a peña's invitation does.
 */
export default function DuelInvitePage({ duelHref, signIn }: DuelInvitePageProps) {
  const s = strings.duels;
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const invite = useDuelInvite(code);
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = signIn === null;

  const join = useServerWrite(async () => {
    setFailure(null);
    const result = await joinDuel(code);
    if (result.ok) await navigate(duelHref(result.data.id));
    else if (result.status !== 401) setFailure(serverMessage(result) ?? s.acceptFailed);
  });
  const { send } = join;

  useEffect(() => {
    if (signedIn && takePendingJoin(code)) void send();
  }, [signedIn, code, send]);

  return (
    <section className="page duel-invite" aria-labelledby="duel-invite-title">
      <h1 id="duel-invite-title" className="page__title">
        {s.inviteTitle}
      </h1>
      {invite.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {invite.status === 'failed' && (
        <>
          <NoticeMessage notice={{ tone: 'error', text: invite.message }} />
          {invite.exception && <RetryButton onRetry={invite.reload} takeFocus={false} />}
        </>
      )}
      {invite.status === 'ready' && (
        <div className="card">
          <p className="duel-invite__who">{s.invited(invite.data.challenger)}</p>
          <p>{s.challengeAbout}</p>
          {signIn === null ? (
            <WriteButton write={join} label={s.accept} busyLabel={s.accepting} look="primary" />
          ) : (
            <>
              <p>{s.signInFirst}</p>
              {/* The press on 'Jugar con Google' is what says the player accepts. */}
              <div onClickCapture={() => rememberJoin(code)}>{signIn(code)}</div>
            </>
          )}
          <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
        </div>
      )}
    </section>
  );
}
