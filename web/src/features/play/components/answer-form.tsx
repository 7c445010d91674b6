import type { SpellingQuestion } from '@words/contract/api/play';
import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { checkAnswer } from '@words/contract/rules';
import { useId, useRef, useState } from 'react';
import { Modal } from '@/components/modal';
import { NoticeMessage, type Notice } from '@/components/notice';
import { WriteButton } from '@/components/write-button';
import { hasError, isException, serverMessage } from '@/lib/api-client';
import { now } from '@/lib/clock';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import type { Played } from '../api/get-word-of-the-day';
import { isSpellingQuestion, submitAnswer } from '../api/submit-answer';

interface AnswerFormProps {
  word: string;
  onPlayed: (played: Played) => void;
  onWordExpired: () => void;
  /** Brings the server's new word in place of `word`; false when it could not. */
  loadNewWord: () => Promise<boolean>;
}

/**
 * '¿Qué te sugiere?': one answer a day. A refused or unsent answer stays in the box, with the
 * focus, so the player can correct it; once filed the form gives way to the played state. When the
 * server has moved on to a new word, 'Recargar' brings it, the answer typed staying in the box.
 */
export function AnswerForm({ word, onPlayed, onWordExpired, loadNewWord }: AnswerFormProps) {
  const answerId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expired, setExpired] = useState(false);

  const refuse = (text: string) => {
    setNotice({ tone: 'error', text });
    input.current?.focus();
  };

  const [question, setQuestion] = useState<SpellingQuestion | null>(null);

  /** Sends what is typed, or the spelling the player chose when the server asked. */
  const submit = useServerWrite(async (chosen?: { answer: string; spelling?: 'as_typed' }) => {
    const answer = checkAnswer(chosen?.answer ?? draft, word);
    if (!answer.ok) return refuse(errors[answer.error].message);
    setNotice(null);
    setQuestion(null);
    const result = await submitAnswer({
      word,
      answer: answer.value,
      date: now().toISOString(),
      ...(chosen?.spelling ? { spelling: chosen.spelling } : {}),
    });
    if (result.ok) {
      if (isSpellingQuestion(result.data)) return setQuestion(result.data);
      const { message, answer: filed, crowd } = result.data;
      return onPlayed({ message, answer: filed, crowd });
    }
    if (hasError(result, 'ALREADY_PLAYED')) {
      const message = serverMessage(result) ?? messages.alreadyPlayed;
      return onPlayed({ message, answer: null, crowd: null });
    }
    if (hasError(result, 'WORD_EXPIRED')) {
      onWordExpired();
      setExpired(true);
    }
    refuse(
      isException(result)
        ? strings.play.submitException
        : (serverMessage(result) ?? strings.play.submitFailed),
    );
  });

  const reload = useServerWrite(async () => {
    if (!(await loadNewWord())) return setNotice({ tone: 'error', text: strings.play.loadFailed });
    setExpired(false);
    setNotice(null);
    input.current?.focus();
  });

  return (
    <>
      <form
        className="form answer-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit.send();
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor={answerId} className="answer-form__label">
            {messages.prompt}
          </label>
          <div className="form__row">
            <input
              ref={input}
              id={answerId}
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              // The form shows only while the day is unplayed: the player just types.
              autoFocus
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            {/* Not `disabled` while sending: a disabled button drops the focus to the page body. */}
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={submit.busy}
              aria-busy={submit.busy}
            >
              {submit.busy ? strings.play.sending : strings.play.submit}
            </button>
          </div>
        </div>
        <NoticeMessage notice={notice} />
        {expired && (
          <p>
            <WriteButton write={reload} label={strings.play.reload} busyLabel={strings.loading} />
          </p>
        )}
      </form>
      {question !== null && (
        // Focus moves to 'Sí': Enter files the spelling asked about, Escape goes back to the box.
        <Modal
          title={strings.spelling.question(question.meant)}
          onClose={() => {
            setQuestion(null);
            input.current?.focus();
          }}
        >
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              aria-busy={submit.busy}
              onClick={() => void submit.send({ answer: question.meant })}
            >
              {strings.spelling.yes(question.meant)}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-busy={submit.busy}
              onClick={() => void submit.send({ answer: question.typed, spelling: 'as_typed' })}
            >
              {strings.spelling.no(question.typed)}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
