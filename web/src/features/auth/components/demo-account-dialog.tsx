import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { NoticeMessage } from '@/components/notice';
import { strings } from '@/lib/strings';

interface DemoAccountDialogProps {
  onChoose: (email: string) => void;
  onCancel: () => void;
}

/** Demo mode's stand-in for Google's account chooser: any email is a test account. */
export function DemoAccountDialog({ onChoose, onCancel }: DemoAccountDialogProps) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setInvalid(true);
      return;
    }
    onChoose(address);
  };

  return (
    <Modal title={strings.demoAccount.title} onClose={onCancel}>
      <p>{strings.demoAccount.intro}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={emailId}>{strings.demoAccount.emailLabel}</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
          />
        </div>
        <NoticeMessage
          notice={invalid ? { tone: 'error', text: strings.demoAccount.invalidEmail } : null}
        />
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {strings.demoAccount.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {strings.demoAccount.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
