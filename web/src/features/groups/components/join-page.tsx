import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { RetryButton } from '@/components/retry-button';
import { WriteButton } from '@/components/write-button';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { useInvite } from '../api/get-invite';
import { joinGroup } from '../api/join-group';
import { arrivalState } from '../utils/arrival';
import { rememberJoin, takePendingJoin } from '@/lib/pending-join';
import { writeFailure } from '../utils/write-failure';
import '../groups.css';

interface JoinPageProps {
  groupHref: (id: string) => string;
  groupsHref: string;
  /**
   * Signed out: the sign-in ('Jugar con Google'), which comes back to this invitation; null when
   * signed in.
   */
  signIn: ((code: string) => ReactNode) | null;
}

/**
 * /unirse/CODE: the invited peña's name; signed in, 'Unirme a la peña'; signed out, the sign-in,
 * after which (and after the welcome dialog of a new player) the player joins without another
 * press and lands on the peña.
 */
export default function JoinPage({ groupHref, groupsHref, signIn }: JoinPageProps) {
  const s = strings.groups.join;
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const invite = useInvite(code);
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = signIn === null;

  const join = useServerWrite(async () => {
    setFailure(null);
    const result = await joinGroup(code);
    if (result.ok) {
      await navigate(groupHref(result.data.id), { state: arrivalState() });
      return;
    }
    setFailure(writeFailure(result, s.failed));
  });
  const { send } = join;

  // Asked after every render, but true once only: when the player arrives signed in from the
  // sign-in they started here.
  useEffect(() => {
    if (signedIn && takePendingJoin(code)) void send();
  }, [signedIn, code, send]);

  return (
    <section className="page join" aria-labelledby="join-title">
      <h1 id="join-title" className="page__title">
        {s.title}
      </h1>
      {invite.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {invite.status === 'failed' && (
        <>
          <NoticeMessage notice={{ tone: 'error', text: invite.message }} />
          {invite.exception && <RetryButton onRetry={invite.reload} takeFocus={false} />}
          {signedIn && (
            <p>
              <Link to={groupsHref}>{s.toGroups}</Link>
            </p>
          )}
        </>
      )}
      {invite.status === 'ready' && (
        <div className="card join__card">
          <p className="join__invited">{s.invited(invite.data.name)}</p>
          <p className="join__members">{s.members(invite.data.members)}</p>
          {signIn === null ? (
            <WriteButton write={join} label={s.button} busyLabel={s.sending} look="primary" />
          ) : (
            <>
              <p className="join__about">{strings.landing.intro}</p>
              <p>{s.signInFirst}</p>
              {/* The press on 'Jugar con Google' is what says the player wants in. */}
              <div onClickCapture={() => rememberJoin(code)}>{signIn(code)}</div>
            </>
          )}
          <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
        </div>
      )}
    </section>
  );
}
