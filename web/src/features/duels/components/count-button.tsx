import type { DuelDetail, DuelRound } from '@words/contract/api/duels';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { sayCounts } from '../api/duels';
import { DuelOffer } from './duel-offer';

const s = strings.duels;

/**
 * Whether the caller may say «¡Cuenta!» now: on the latest revealed round, not matched, of a duel
 * being played or just ended after its last round, and not said already (the server's rule, in
 * duels.ts, is the one that holds).
 */
export function mayCount(duel: DuelDetail): boolean {
  const latest = duel.rounds.at(-1);
  return (
    latest !== undefined &&
    !latest.you_counted &&
    (duel.state === 'playing' || duel.state === 'paused' || duel.state === 'no_match')
  );
}

/** What a round shows of the «¡Cuenta!» said on it, if any. */
export function countNote(round: DuelRound, partner: string): string | null {
  if (round.you_counted && round.they_counted) return s.bothCounted;
  if (round.you_counted) return s.youCounted;
  if (round.they_counted) return s.theyCounted(partner);
  return null;
}

/** «¡Cuenta!» on the latest revealed round, and what it means in one sentence. */
export function CountButton(props: { duel: DuelDetail; onCounted: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const round = props.duel.rounds.length;
  const send = useServerWrite(async () => {
    setFailure(null);
    const result = await sayCounts(props.duel.id, round);
    if (result.ok) return props.onCounted();
    if (result.status !== 401) setFailure(serverMessage(result) ?? s.countFailed);
  });
  return (
    <DuelOffer
      about={s.countAbout}
      label={s.count}
      busyLabel={s.counting}
      busy={send.busy}
      failure={failure}
      onPress={() => void send.send()}
    />
  );
}
