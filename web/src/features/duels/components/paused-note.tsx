import type { DuelDetail } from '@words/contract/api/duels';
import { strings } from '@/lib/strings';

const s = strings.duels;

/**
 * 'En pausa' on both sides (decision 0072), and the other's «Te toca» of today: a few words, said
 * to the late player as to the one who waits.
 */
export function PausedNote({ duel, partner }: { duel: DuelDetail; partner: string }) {
  return (
    <>
      {duel.state === 'paused' && (
        <p className="duel__paused" role="status">
          <strong>{s.paused}.</strong> {duel.your_turn ? s.pausedYours : s.pausedTheirs(partner)}
        </p>
      )}
      {duel.nudged && <p className="duel__nudged">{s.nudged(partner)}</p>}
    </>
  );
}
