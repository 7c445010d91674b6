import { useLayoutEffect, useRef, useState } from 'react';
import { takeFarewell } from '@/lib/storage';
import { strings } from '@/lib/strings';

/**
 * Once, on the page a player lands on after deleting their account: what was deleted. It takes
 * the focus (the button pressed is gone), so a screen reader reads it first. The focus moves as it
 * is shown (a layout effect), never a moment later, when the player may have moved on.
 */
export function Farewell() {
  // Read once per mount; the effect forgets it, so a second render (StrictMode) still shows it.
  const [farewell] = useState(takeFarewell);
  const message = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    message.current?.focus();
  }, []);

  if (farewell === null) return null;
  return (
    <p ref={message} className="notice notice--success" role="status" tabIndex={-1}>
      {strings.account.deleted}
    </p>
  );
}
