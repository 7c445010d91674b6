import type { ServerWrite } from '@/lib/server-write';

interface WriteButtonProps {
  /** The step the button starts (useServerWrite), taking no arguments. */
  write: ServerWrite<[]>;
  label: string;
  /** What the button says while the step runs. */
  busyLabel: string;
  /** The button's name where `label` alone is ambiguous (one in each row); it starts with `label`. */
  name?: string;
  /**
   * 'primary' for the step the screen is for, 'danger' for one that deletes for good; otherwise a
   * secondary button.
   */
  look?: 'secondary' | 'primary' | 'danger';
}

/**
 * A button that starts a call to the server: while it runs the button says so and is
 * `aria-disabled` and `aria-busy`, never `disabled`, so it keeps the focus (decision 0015).
 */
export function WriteButton({
  write,
  label,
  busyLabel,
  name,
  look = 'secondary',
}: WriteButtonProps) {
  return (
    <button
      type="button"
      className={`button button--${look}`}
      aria-disabled={write.busy}
      aria-busy={write.busy}
      aria-label={name}
      onClick={() => void write.send()}
    >
      {write.busy ? busyLabel : label}
    </button>
  );
}
