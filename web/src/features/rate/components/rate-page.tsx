import type { RandomAnswerResponse } from '@words/contract/api/vote';
import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { readScore } from '@words/contract/rules';
import { useState } from 'react';
import { NoticeMessage, type Notice } from '@/components/notice';
import { strings } from '@/lib/strings';
import { castVote } from '../api/cast-vote';
import { useRandomAnswer } from '../api/get-random-answer';
import { isAnswerOutOfReach, voteRefusalText } from '../utils/vote-refusal';
import { ScoreForm } from './score-form';

/** /rate: one answer at a time; a vote brings the next one. */
export function RatePage() {
  const current = useRandomAnswer();
  const [score, setScore] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const loadNext = () => {
    setScore('');
    current.reload();
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
    setNotice({ tone: 'error', text: voteRefusalText(result) });
    if (isAnswerOutOfReach(result)) loadNext();
  };

  return (
    <section className="page rate" aria-labelledby="rate-title">
      <h1 id="rate-title" className="visually-hidden">
        {strings.rate.title}
      </h1>
      <NoticeMessage notice={notice} />
      {current.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {current.status === 'failed' && (
        <NoticeMessage
          notice={{
            // Nothing left to judge today is news, not a failure.
            tone: current.error === 'NO_MORE_QUESTIONS' ? 'success' : 'error',
            text: current.message,
          }}
        />
      )}
      {current.status === 'ready' && (
        <div className="card rate__card">
          <p className="eyebrow">{strings.rate.wordIntro}</p>
          <p className="rate__word">{current.data.word}</p>
          <p className="eyebrow">{strings.rate.answerIntro}</p>
          <p className="rate__answer">{current.data.answer}</p>
          <ScoreForm
            score={score}
            onScoreChange={setScore}
            sending={sending}
            onSubmit={() => void vote(current.data)}
          />
        </div>
      )}
    </section>
  );
}
