import { useLayoutEffect, useRef } from 'react';
import { strings } from '@/lib/strings';

interface RetryButtonProps {
  onRetry: () => void;
  /** The last retry failed too: the focus comes back to the button, where the player left it. */
  takeFocus: boolean;
}

/** 'Reintentar', below what the page could not load: asks the server again. */
export function RetryButton({ onRetry, takeFocus }: RetryButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  return (
    <p>
      <button ref={button} type="button" className="button button--secondary" onClick={onRetry}>
        {strings.retry}
      </button>
    </p>
  );
}
