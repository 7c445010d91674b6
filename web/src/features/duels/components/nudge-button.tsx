import type { DuelDetail } from '@words/contract/api/duels';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { nudgeDuel } from '../api/duels';
import { DuelOffer } from './duel-offer';

const s = strings.duels;

/**
 * «Te toca» (decision 0072): while the caller waits on the other's word, once a day. The server's
 * rule holds; a second one the same day is refused in the error shape and said here.
 */
export function NudgeButton(props: { duel: DuelDetail; partner: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useServerWrite(async () => {
    setFailure(null);
    const result = await nudgeDuel(props.duel.id);
    if (result.ok) return setSent(true);
    if (result.status !== 401) setFailure(serverMessage(result) ?? s.nudgeFailed);
  });
  if (sent) {
    return (
      <p className="duel__nudge" role="status">
        {s.nudgeSent(props.partner)}
      </p>
    );
  }
  if (!props.duel.may_nudge && failure === null) return null;
  return (
    <DuelOffer
      about={s.nudgeAbout(props.partner)}
      label={s.nudge}
      busyLabel={s.nudging}
      busy={send.busy}
      failure={failure}
      onPress={() => void send.send()}
    />
  );
}
