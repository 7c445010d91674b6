import type { RandomAnswerResponse } from '@words/contract/api/vote';
import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { readScore } from '@words/contract/rules';
import { useEffect, useState } from 'react';
import { NoticeMessage, type Notice } from '@/components/notice';
import { hasError, serverMessage, type ApiResult } from '@/lib/api-client';
import { strings } from '@/lib/strings';
import { castVote } from '../api/cast-vote';
import { getRandomAnswer } from '../api/get-random-answer';
import { ScoreForm } from './score-form';

type Current =
  | { status: 'loading' }
  | { status: 'ready'; answer: RandomAnswerResponse }
  | { status: 'unavailable'; notice: Notice };

function toCurrent(result: ApiResult<RandomAnswerResponse>): Current {
  if (result.ok) return { status: 'ready', answer: result.data };
  if (hasError(result, 'NO_MORE_QUESTIONS')) {
    return {
      status: 'unavailable',
      notice: { tone: 'success', text: errors.NO_MORE_QUESTIONS.message },
    };
  }
  return {
    status: 'unavailable',
    notice: { tone: 'error', text: serverMessage(result) ?? strings.rate.loadFailed },
  };
}

/** /rate: one answer at a time; a vote brings the next one. */
export function RatePage() {
  const [round, setRound] = useState(0);
  const [current, setCurrent] = useState<Current>({ status: 'loading' });
  const [score, setScore] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let active = true;
    void getRandomAnswer().then((result) => {
      if (active) setCurrent(toCurrent(result));
    });
    return () => {
      active = false;
    };
  }, [round]);

  const loadNext = () => {
    setScore('');
    setCurrent({ status: 'loading' });
    setRound((value) => value + 1);
  };

  const vote = async (answer: RandomAnswerResponse) => {
    const read = readScore(score);
    if (!read.ok) return setNotice({ tone: 'error', text: errors[read.error].message });
    setNotice(null);
    setSending(true);
    const result = await castVote({ answer_uuid: answer.answer_uuid, score: read.value });
    setSending(false);
    if (result.ok) {
      setNotice({ tone: 'success', text: messages.voteCast });
      return loadNext();
    }
    if (result.status === 401) return;
    if (result.status === 400) {
      return setNotice({ tone: 'error', text: serverMessage(result) ?? strings.rate.voteRefused });
    }
    setNotice({ tone: 'error', text: strings.rate.voteFailed });
    // Own answer, gone, already rated or closed: this one can never be rated, move on.
    if ([403, 404, 409].includes(result.status)) loadNext();
  };

  return (
    <section className="page rate" aria-labelledby="rate-title">
      <h1 id="rate-title" className="visually-hidden">
        {strings.rate.title}
      </h1>
      <NoticeMessage notice={notice} />
      {current.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {current.status === 'unavailable' && <NoticeMessage notice={current.notice} />}
      {current.status === 'ready' && (
        <div className="card rate__card">
          <p className="eyebrow">{strings.rate.wordIntro}</p>
          <p className="rate__word">{current.answer.word}</p>
          <p className="eyebrow">{strings.rate.answerIntro}</p>
          <p className="rate__answer">{current.answer.answer}</p>
          <ScoreForm
            score={score}
            onScoreChange={setScore}
            sending={sending}
            onSubmit={() => void vote(current.answer)}
          />
        </div>
      )}
    </section>
  );
}
