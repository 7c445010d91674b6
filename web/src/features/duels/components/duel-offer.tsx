import { NoticeMessage } from '@/components/notice';

/**
 * What a duel's page offers beside its rounds («¡Cuenta!», «Te toca»): what it means in one
 * sentence, its button (busy while it is sent), and the refusal if there is one.
 */
export function DuelOffer(props: {
  about: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  failure: string | null;
  onPress: () => void;
}) {
  return (
    <div className="duel__count-offer">
      <p>{props.about}</p>
      <button
        type="button"
        className="button"
        aria-disabled={props.busy}
        aria-busy={props.busy}
        onClick={props.onPress}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
      <NoticeMessage
        notice={props.failure === null ? null : { tone: 'error', text: props.failure }}
      />
    </div>
  );
}
