import { useRef, useState } from 'react';

/** A write of the page's, as its button uses it. */
export interface ServerWrite<Args extends unknown[]> {
  /** Runs the write; while one is on its way, another press does nothing. */
  send: (...args: Args) => Promise<void>;
  /** True from the press until the write is done, what it does with the answer included. */
  busy: boolean;
}

/**
 * The one way the page writes to the server (decision 0036). `write` is the whole step: the call
 * and what the page does with its answer. While it runs `busy` is true and `send` ignores a second
 * press, so the button that started it never needs `disabled`: it says so in words and is
 * `aria-disabled` and `aria-busy`, and keeps the focus (decision 0015).
 */
export function useServerWrite<Args extends unknown[]>(
  write: (...args: Args) => Promise<void>,
): ServerWrite<Args> {
  const [busy, setBusy] = useState(false);
  // `busy` changes on the next render: two presses before it must not both get through.
  const onItsWay = useRef(false);

  const send = async (...args: Args) => {
    if (onItsWay.current) return;
    onItsWay.current = true;
    setBusy(true);
    try {
      await write(...args);
    } finally {
      onItsWay.current = false;
      setBusy(false);
    }
  };
  return { send, busy };
}
