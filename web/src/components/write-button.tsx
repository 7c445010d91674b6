import type { ServerWrite } from '@/lib/server-write';

interface WriteButtonProps {
  /** The step the button starts (useServerWrite), taking no arguments. */
  write: ServerWrite<[]>;
  label: string;
  /** What the button says while the step runs. */
  busyLabel: string;
  /** The step the screen is for (a confirmation's): a primary button rather than a secondary one. */
  primary?: boolean;
  /** A step that cannot be undone (deleting): the destructive style. */
  danger?: boolean;
}

/**
 * A button that starts a call to the server: while it runs the button says so and is
 * `aria-disabled` and `aria-busy`, never `disabled`, so it keeps the focus (decision 0015).
 */
export function WriteButton({
  write,
  label,
  busyLabel,
  primary = false,
  danger = false,
}: WriteButtonProps) {
  const tone = danger ? 'button--danger' : primary ? 'button--primary' : 'button--secondary';
  return (
    <button
      type="button"
      className={`button ${tone}`}
      aria-disabled={write.busy}
      aria-busy={write.busy}
      onClick={() => void write.send()}
    >
      {write.busy ? busyLabel : label}
    </button>
  );
}
