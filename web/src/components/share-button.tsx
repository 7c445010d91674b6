import { useState } from 'react';
import { shareText } from '@/lib/share';
import { strings } from '@/lib/strings';
import './share-button.css';

interface ShareButtonProps {
  text: string;
  className?: string;
  /** What the button says: 'Compartir' unless told ('Invitar' shares a peña's link). */
  label?: string;
}

/** 'Compartir': the device's share sheet, or the clipboard with a confirmation the player sees. */
export function ShareButton({ text, className, label = strings.share.button }: ShareButtonProps) {
  const [said, setSaid] = useState<string | null>(null);
  return (
    <div className={className ? `share ${className}` : 'share'}>
      <button
        type="button"
        className="button button--secondary share__button"
        onClick={async () => {
          setSaid(null);
          const outcome = await shareText(text);
          if (outcome === 'copied') setSaid(strings.share.copied);
          else if (outcome === 'failed') setSaid(strings.share.failed);
        }}
      >
        {label}
      </button>
      <span className="share__said" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
