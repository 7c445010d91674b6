import type { RandomAnswerResponse } from '@words/contract/api/vote';
import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { readScore } from '@words/contract/rules';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NoticeMessage, type Notice } from '@/components/notice';
import { RetryButton } from '@/components/retry-button';
import { serverMessage } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { castVote } from '../api/cast-vote';
import { useRandomAnswer } from '../api/get-random-answer';
import { skipAnswer } from '../api/skip-answer';
import { recordedScore } from '../utils/score';
import { isAnswerOutOfReach, voteRefusalText } from '../utils/vote-refusal';
import { AnswerCard } from './answer-card';
import { ReportAnswer } from './report-answer';
import '../judging.css';

/**
 * /rate: one answer at a time; a vote or a skip brings the next one. `inPena`: the same judging
 * within the peña of the route's `id` ('Puntuar en la peña', /penas/:id/puntuar), its votes the
 * peña's; no 'Denunciar' there (reports are the public space's).
 */
export function JudgingPage({ inPena = false }: { inPena?: boolean }) {
  const { id } = useParams();
  const groupId = inPena ? (id ?? '') : undefined;
  const current = useRandomAnswer(groupId);
  const [position, setPosition] = useState(1);
  const [score, setScore] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const scoreInput = useRef<HTMLInputElement>(null);
  // 'Reintentar' was pressed: if that load fails too, the new button takes the focus back.
  const [retried, setRetried] = useState(false);

  const loadNext = () => {
    setScore('');
    setPosition((shown) => shown + 1);
    current.reload();
  };

  const send = async (answer: RandomAnswerResponse, typed: string) => {
    const read = readScore(typed);
    if (!read.ok) return setNotice({ tone: 'error', text: errors[read.error].message });
    setNotice(null);
    const result = await castVote({ answer_uuid: answer.answer_uuid, score: read.value }, groupId);
    if (result.ok) {
      const recorded = strings.judging.yourScore(recordedScore(typed, read.value));
      const { score: mean, votes } = result.data.answer;
      setNotice({
        tone: 'success',
        text: `${messages.voteCast} ${recorded}`,
        // The mean with the judge's own decimal mark, like their score.
        detail: strings.judging.standing(recordedScore(typed, mean), votes),
        // A judge not yet established: their vote is kept, and the server says when it counts.
        note: result.data.notCountedYet,
      });
      return loadNext();
    }
    if (result.status === 401) return;
    setNotice({ tone: 'error', text: voteRefusalText(result) });
    if (isAnswerOutOfReach(result)) loadNext();
  };

  const skip = useServerWrite(async (answer: RandomAnswerResponse) => {
    setNotice(null);
    const result = await skipAnswer({ answer_uuid: answer.answer_uuid }, groupId);
    if (result.ok) return loadNext();
    if (result.status === 401) return;
    setNotice({ tone: 'error', text: serverMessage(result) ?? strings.judging.skipFailed });
    if (isAnswerOutOfReach(result)) loadNext();
  });

  const vote = useServerWrite(async (answer: RandomAnswerResponse, typed: string) => {
    await send(answer, typed);
    // The next score is typed in the box again, after a refusal too (a new answer's box takes
    // focus itself).
    scoreInput.current?.focus();
  });

  // One call at a time: while a vote or a skip is on its way, the card's other buttons wait too.
  const busy = vote.busy || skip.busy;
  const voteOn = (answer: RandomAnswerResponse, typed: string) => {
    if (!busy) void vote.send(answer, typed);
  };
  const skipOver = (answer: RandomAnswerResponse) => {
    if (!busy) void skip.send(answer);
  };

  // Nothing left to judge, or only today's answers before playing today: news, not a failure.
  const done = current.status === 'ready' && 'done' in current.data ? current.data : null;
  const toJudge = current.status === 'ready' && !('done' in current.data) ? current.data : null;

  return (
    <section className="page judging" aria-labelledby="judging-title">
      <h1 id="judging-title" className={groupId === undefined ? 'visually-hidden' : 'page__title'}>
        {groupId === undefined ? strings.judging.title : strings.judging.inPena}
      </h1>
      {groupId !== undefined && (
        <p>
          <Link to={`/penas/${encodeURIComponent(groupId)}`}>{strings.judging.backToPena}</Link>
        </p>
      )}
      {current.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {current.status === 'failed' && (
        <NoticeMessage notice={{ tone: 'error', text: current.message }} />
      )}
      {done !== null && <NoticeMessage notice={{ tone: 'success', text: done.message }} />}
      {current.status === 'failed' && (
        <RetryButton
          takeFocus={retried}
          onRetry={() => {
            setRetried(true);
            current.reload();
          }}
        />
      )}
      {done?.error === 'PLAY_TODAY_FIRST' && (
        <p>
          <Link className="button" to="/play">
            {strings.judging.playToday}
          </Link>
        </p>
      )}
      {toJudge !== null && (
        <AnswerCard
          // A new answer is a new card: the next one rises in, and its box takes focus.
          key={position}
          answer={toJudge}
          position={position}
          score={score}
          onScoreChange={setScore}
          voting={vote.busy}
          skipping={skip.busy}
          inputRef={scoreInput}
          onSubmit={() => voteOn(toJudge, score)}
          onQuickScore={(quick) => voteOn(toJudge, String(quick))}
          onSkip={() => skipOver(toJudge)}
        />
      )}
      {toJudge !== null && groupId === undefined && (
        <ReportAnswer
          key={`report-${position}`}
          answer={toJudge}
          onDone={(done) => {
            setNotice(done);
            loadNext();
          }}
          onFailed={setNotice}
        />
      )}
      {/* Below the card, so a message never pushes the answer being judged down. */}
      <NoticeMessage notice={notice} />
    </section>
  );
}
