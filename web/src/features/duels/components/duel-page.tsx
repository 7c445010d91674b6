import type { DuelDetail } from '@words/contract/api/duels';
import type { SpellingQuestion } from '@words/contract/api/play';
import { errors } from '@words/contract/errors';
import { checkAnswer } from '@words/contract/rules';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { RetryButton } from '@/components/retry-button';
import { ShareButton } from '@/components/share-button';
import { serverMessage } from '@/lib/api-client';
import { shortDay } from '@/lib/short-day';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { sendDuelWord, useDuel } from '../api/duels';
import { CountButton, countNote, mayCount } from './count-button';
import { crowdMind } from './crowd-mind';
import { NudgeButton } from './nudge-button';
import { PausedNote } from './paused-note';
import '../duels.css';

const s = strings.duels;

/** /retos/:id: the rounds revealed, the round being played, the match and the pair's streak. */
export default function DuelPage({ playHref }: { playHref: string }) {
  const { id = '' } = useParams();
  const duel = useDuel(id);
  return (
    <section className="page duel" aria-labelledby="duel-title">
      <h1 id="duel-title" className="page__title">
        {duel.status === 'ready' && duel.data.crowd
          ? crowdMind.title
          : s.title(duel.status === 'ready' ? (duel.data.partner ?? s.gone) : null)}
      </h1>
      {duel.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {duel.status === 'failed' && (
        <>
          <NoticeMessage notice={{ tone: 'error', text: duel.message }} />
          {duel.exception && <RetryButton onRetry={duel.reload} takeFocus={false} />}
        </>
      )}
      {duel.status === 'ready' && (
        <DuelView duel={duel.data} playHref={playHref} onChange={duel.reload} />
      )}
    </section>
  );
}

function DuelView(props: { duel: DuelDetail; playHref: string; onChange: () => void }) {
  const { duel, playHref } = props;
  const partner = duel.crowd ? crowdMind.name : (duel.partner ?? s.gone);
  const ended = outcomeOf(duel);
  const crowdShare = duel.crowd ? crowdMind.shareText(duel) : null;
  return (
    <div className="card">
      {duel.crowd && <p className="duel__about">{crowdMind.about}</p>}
      {ended && (
        <p className="duel__outcome" role="status">
          {ended}
        </p>
      )}
      {!duel.crowd && (
        <>
          <PausedNote duel={duel} partner={partner} />
          <p className="duel__streak">
            {s.pairStreak}: <strong>{s.days(duel.pair_streak)}</strong>
          </p>
          {duel.pair_streak_saved.length > 0 && (
            <p className="duel__grace">
              {s.graceSaved(duel.pair_streak_saved.map(shortDay), s.days(duel.pair_streak))}
            </p>
          )}
        </>
      )}
      {duel.rounds.length > 0 && (
        <>
          <h2>{s.rounds}</h2>
          <ol className="duel__rounds">
            {duel.rounds.map((round) => (
              <li
                key={round.round}
                className={
                  round.round === duel.matched_in ? 'duel__round duel__round--match' : 'duel__round'
                }
              >
                <span>{s.round(round.round)}</span>
                <span>
                  {s.you}: {round.yours}
                </span>
                <span>
                  {partner}: {round.theirs}
                </span>
                {countNote(round, partner) && (
                  <span className="duel__count">{countNote(round, partner)}</span>
                )}
              </li>
            ))}
          </ol>
          {!duel.crowd && mayCount(duel) && <CountButton duel={duel} onCounted={props.onChange} />}
        </>
      )}
      {duel.state === 'waiting' && <p>{s.waitingFriend}</p>}
      {duel.current && (duel.state === 'playing' || duel.state === 'paused') && (
        <CurrentRound duel={duel} playHref={playHref} onChange={props.onChange} />
      )}
      {crowdShare !== null && <ShareButton text={crowdShare} />}
      {!duel.crowd && <NudgeButton duel={duel} partner={partner} />}
      {!duel.crowd && duel.state === 'match' && (
        <ShareButton
          text={s.shareText(
            partner,
            duel.rounds.map((r) => [r.yours, r.theirs]),
            duel.matched_in,
            duel.day_over,
          )}
        />
      )}
    </div>
  );
}

function outcomeOf(duel: DuelDetail): string | null {
  if (duel.state === 'match') return s.match(duel.matched_in ?? 1);
  if (duel.state === 'no_match') return s.noMatch;
  if (duel.state === 'expired') return s.expired;
  if (duel.state === 'abandoned') return s.abandoned;
  return crowdMind.outcome(duel);
}

function CurrentRound(props: { duel: DuelDetail; playHref: string; onChange: () => void }) {
  const { duel, playHref, onChange } = props;
  const current = duel.current!;
  // Once its day is over, a first word not given on /play is given here.
  if (current.between === null && current.yours === null && duel.day_over) {
    return (
      <WordForm
        id={duel.id}
        word={duel.word}
        question={s.firstRound(duel.word)}
        onFiled={onChange}
      />
    );
  }
  if (current.between === null) {
    return current.yours === null ? (
      <p>
        {s.firstRound(duel.word)} <Link to={playHref}>{s.playFirst}</Link>
      </p>
    ) : (
      <p>{s.waitingPartner}</p>
    );
  }
  const question = s.question(current.between[0], current.between[1]);
  if (current.yours !== null) {
    return (
      <>
        <p className="duel__question">{question}</p>
        <p>
          {s.you}: {current.yours}. {s.waitingPartner}
        </p>
      </>
    );
  }
  return <WordForm id={duel.id} word={duel.word} question={question} onFiled={onChange} />;
}

function WordForm(props: { id: string; word: string; question: string; onFiled: () => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<SpellingQuestion | null>(null);
  const send = useServerWrite(async (word: string, asTyped: boolean) => {
    setFailure(null);
    const checked = checkAnswer(word, props.word);
    if (!checked.ok) return setFailure(errors[checked.error].message);
    const result = await sendDuelWord(props.id, {
      word,
      ...(asTyped && { spelling: 'as_typed' as const }),
    });
    if (result.ok && 'meant' in result.data) return setAsked(result.data);
    if (result.ok) return props.onFiled();
    if (result.status !== 401) setFailure(serverMessage(result) ?? strings.duels.acceptFailed);
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send.send(draft, false);
      }}
    >
      <div className="field">
        <label htmlFor={inputId} className="duel__question">
          {props.question}
        </label>
        <div className="form__row">
          <input
            id={inputId}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={send.busy}
            aria-busy={send.busy}
          >
            {send.busy ? s.sending : s.send}
          </button>
        </div>
      </div>
      {asked && (
        <p className="duel__spelling">
          {strings.spelling.question(asked.meant)}{' '}
          <button
            type="button"
            className="button"
            onClick={() => void send.send(asked.meant, false)}
          >
            {strings.spelling.yes(asked.meant)}
          </button>{' '}
          <button
            type="button"
            className="button"
            onClick={() => void send.send(asked.typed, true)}
          >
            {strings.spelling.no(asked.typed)}
          </button>
        </p>
      )}
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
    </form>
  );
}
