import { errors } from '@words/contract/errors';
import { limits } from '@words/contract/limits';
import { checkAlias } from '@words/contract/rules';
import { useId, useRef, useState } from 'react';
import { Modal } from '@/components/modal';
import { NoticeMessage, type Notice } from '@/components/notice';
import { hasError } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { register } from '../api/register';
import { failureText } from '../utils/failure-text';

interface RegisterDialogProps {
  idToken: string;
  onRegistered: () => void;
  onCancel: () => void;
}

/** The first sign-in: the player picks the display name shown in the rankings. */
export function RegisterDialog({ idToken, onRegistered, onCancel }: RegisterDialogProps) {
  const aliasId = useId();
  const hintId = useId();
  const aliasInput = useRef<HTMLInputElement>(null);
  const [alias, setAlias] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const checked = checkAlias(alias);

  let notice: Notice | null = null;
  if (failure !== null) notice = { tone: 'error', text: failure };
  // Nothing typed yet is not a mistake.
  else if (!checked.ok && alias.trim() !== '') {
    notice = { tone: 'error', text: errors[checked.error].message };
  }

  const registration = useServerWrite(async (alias: string) => {
    setFailure(null);
    const result = await register(idToken, alias);
    // ALREADY_REGISTERED: a first click already got through; the player is in.
    if (result.ok || hasError(result, 'ALREADY_REGISTERED')) return onRegistered();
    setFailure(failureText(result, strings.register.failed));
    // Back to the name, to choose another: the focus stays in the dialog, so Escape still closes it.
    aliasInput.current?.focus();
  });

  return (
    <Modal title={strings.register.title} onClose={onCancel}>
      <p id={hintId}>{strings.register.intro}</p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          // The button is disabled while the rules refuse the alias, and the notice says why.
          if (checked.ok) void registration.send(checked.value);
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor={aliasId}>{strings.register.aliasLabel}</label>
          <input
            ref={aliasInput}
            id={aliasId}
            type="text"
            autoComplete="nickname"
            maxLength={limits.aliasMaxLength}
            placeholder={strings.register.aliasPlaceholder}
            aria-describedby={hintId}
            value={alias}
            onChange={(event) => {
              setAlias(event.target.value);
              setFailure(null);
            }}
          />
        </div>
        <NoticeMessage notice={notice} />
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {strings.register.cancel}
          </button>
          {/* Not `disabled` while sending: a disabled button drops the focus out of the dialog. */}
          <button
            type="submit"
            className="button button--primary"
            disabled={!checked.ok}
            aria-disabled={registration.busy}
            aria-busy={registration.busy}
          >
            {registration.busy ? strings.signIn.working : strings.register.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
