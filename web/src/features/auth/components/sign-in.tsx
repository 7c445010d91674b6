import type { PublicConfig } from '@words/contract/api/config';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import {
  preloadSignIn,
  signInWithDemoAccount,
  signInWithGoogle,
  signOutOfFirebase,
  type SignInResult,
} from '@/lib/firebase';
import { isDemoMode, usePublicConfig } from '@/lib/public-config';
import { useServerWrite } from '@/lib/server-write';
import { startSession } from '@/lib/session';
import { setPlayed } from '@/lib/storage';
import { strings } from '@/lib/strings';
import { login } from '../api/login';
import { failureText } from '../utils/failure-text';
import { DemoAccountDialog } from './demo-account-dialog';
import { RegisterDialog } from './register-dialog';

/** Where the sign-in waits for the player; the calls on their way are the writes' own. */
type Step =
  | { name: 'idle' }
  | { name: 'choosing-account'; config: PublicConfig }
  | { name: 'registering'; idToken: string };

const idle: Step = { name: 'idle' };

/**
 * 'Jugar con Google': Google's popup (or the demo account chooser), then the login call; a new
 * player picks a name first. The session starts only once the server knows the player.
 */
export function SignIn({ afterSignIn }: { afterSignIn: string }) {
  const navigate = useNavigate();
  const { config, load } = usePublicConfig();
  const [step, setStep] = useState<Step>(idle);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (config !== null && !isDemoMode(config)) preloadSignIn(config);
  }, [config]);

  const enter = (idToken: string) => {
    startSession(idToken);
    void navigate(afterSignIn);
  };

  const fail = (message: string) => {
    setFailure(message);
    setStep(idle);
  };

  const continueWith = async (result: SignInResult) => {
    if (result.status === 'cancelled') return setStep(idle);
    if (result.status === 'popup-blocked') return fail(strings.signIn.popupBlocked);
    if (result.status === 'failed') return fail(strings.signIn.failed);
    const response = await login(result.idToken);
    if (!response.ok) {
      void signOutOfFirebase();
      return fail(failureText(response, strings.signIn.failed));
    }
    if (response.data.registered) enter(result.idToken);
    else setStep({ name: 'registering', idToken: result.idToken });
  };

  const start = useServerWrite(async () => {
    setFailure(null);
    let settings: PublicConfig;
    try {
      settings = await load();
    } catch {
      return fail(strings.signIn.serverUnreachable);
    }
    if (isDemoMode(settings)) setStep({ name: 'choosing-account', config: settings });
    else await continueWith(await signInWithGoogle(settings));
  });

  const chooseDemoAccount = useServerWrite(async (settings: PublicConfig, email: string) => {
    setStep(idle);
    await continueWith(await signInWithDemoAccount(settings, email));
  });

  const cancelRegistration = () => {
    void signOutOfFirebase();
    setStep(idle);
  };

  const working = start.busy || chooseDemoAccount.busy;
  const waiting = working || step.name !== 'idle';
  return (
    <div className="sign-in">
      {/* Never `disabled`: it would drop the focus, which the dialogs give back to this button. */}
      <button
        type="button"
        className="button button--primary button--large"
        onClick={() => {
          if (!waiting) void start.send();
        }}
        aria-disabled={waiting}
        aria-busy={working}
      >
        {working ? strings.signIn.working : strings.landing.signIn}
      </button>
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
      {step.name === 'choosing-account' && (
        <DemoAccountDialog
          onChoose={(email) => void chooseDemoAccount.send(step.config, email)}
          onCancel={() => setStep(idle)}
        />
      )}
      {step.name === 'registering' && (
        <RegisterDialog
          idToken={step.idToken}
          onRegistered={() => {
            setPlayed(false);
            enter(step.idToken);
          }}
          onCancel={cancelRegistration}
        />
      )}
    </div>
  );
}
