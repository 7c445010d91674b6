import { errors } from '@words/contract/errors';
import { limits } from '@words/contract/limits';
import { checkGroupName } from '@words/contract/rules';
import { useId, useRef, useState, type ReactNode } from 'react';
import { NoticeMessage } from '@/components/notice';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';

interface GroupNameFormProps {
  /** The name the box starts with (a rename starts with the current one). */
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked name; resolves to the player's message when it was refused, else null. */
  send: (name: string) => Promise<string | null>;
  /** Buttons before the submit one ('Cancelar' in a dialog). */
  actions?: ReactNode;
}

/**
 * A peña's name, checked with the contract's rule before anything is sent; a refusal, the page's
 * or the server's, shows under the box in Spanish and the focus goes back to the box.
 */
export function GroupNameForm({
  initial = '',
  submitLabel,
  busyLabel,
  send,
  actions,
}: GroupNameFormProps) {
  const nameId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = useServerWrite(async (checked: string) => {
    const refused = await send(checked);
    if (refused === null) return;
    setFailure(refused);
    input.current?.focus();
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkGroupName(name);
        if (checked.ok) {
          setFailure(null);
          void submit.send(checked.value);
        } else {
          setFailure(errors[checked.error].message);
          input.current?.focus();
        }
      }}
    >
      <div className="field">
        <label htmlFor={nameId}>{strings.groups.create.nameLabel}</label>
        <div className="form__row">
          <input
            ref={input}
            id={nameId}
            type="text"
            autoComplete="off"
            maxLength={limits.groupNameMaxLength}
            placeholder={strings.groups.create.namePlaceholder}
            aria-describedby={failure === null ? undefined : hintId}
            aria-invalid={failure !== null}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setFailure(null);
            }}
          />
          {actions === undefined && (
            <SubmitButton busy={submit.busy} label={submitLabel} busyLabel={busyLabel} />
          )}
        </div>
      </div>
      <div id={hintId}>
        <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
      </div>
      {actions !== undefined && (
        <div className="form__actions">
          {actions}
          <SubmitButton busy={submit.busy} label={submitLabel} busyLabel={busyLabel} />
        </div>
      )}
    </form>
  );
}

/** Never `disabled` while sending: it keeps the focus (decision 0015). */
function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
