import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { checkAnswer } from '@words/contract/rules';
import { useId, useState, type FormEvent } from 'react';
import { NoticeMessage, type Notice } from '@/components/notice';
import { hasError, isException, serverMessage } from '@/lib/api-client';
import { now } from '@/lib/clock';
import { strings } from '@/lib/strings';
import { submitAnswer } from '../api/submit-answer';

interface AnswerFormProps {
  word: string;
  onPlayed: (message: string) => void;
  onWordExpired: () => void;
}

/** '¿Qué te sugiere?': one answer a day. The input clears after every attempt. */
export function AnswerForm({ word, onPlayed, onWordExpired }: AnswerFormProps) {
  const answerId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = checkAnswer(draft, word);
    setDraft('');
    if (!answer.ok) return setNotice({ tone: 'error', text: errors[answer.error].message });
    setNotice(null);
    setSending(true);
    const result = await submitAnswer({ word, answer: answer.value, date: now().toISOString() });
    setSending(false);
    if (result.ok) return onPlayed(result.data.message);
    if (hasError(result, 'ALREADY_PLAYED')) {
      return onPlayed(serverMessage(result) ?? messages.alreadyPlayed);
    }
    if (hasError(result, 'WORD_EXPIRED')) onWordExpired();
    const text = isException(result)
      ? strings.play.submitException
      : (serverMessage(result) ?? strings.play.submitFailed);
    setNotice({ tone: 'error', text });
  };

  return (
    <form className="form answer-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={answerId} className="answer-form__label">
          {messages.prompt}
        </label>
        <div className="answer-form__row">
          <input
            id={answerId}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={sending}>
            {strings.play.submit}
          </button>
        </div>
      </div>
      <NoticeMessage notice={notice} />
    </form>
  );
}
