export interface Notice {
  tone: 'error' | 'success';
  text: string;
  /** A second line, below the message (where the answer stands after a vote). */
  detail?: string;
  /** A third line, below the detail (why a new judge's vote does not count yet). */
  note?: string;
}

/** A message for the player: errors are announced at once (role="alert"), the rest politely. */
export function NoticeMessage({ notice }: { notice: Notice | null }) {
  if (notice === null) return null;
  return (
    <p
      className={`notice notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      <span>{notice.text}</span>
      {notice.detail !== undefined && <span className="notice__detail">{notice.detail}</span>}
      {notice.note !== undefined && <span className="notice__detail">{notice.note}</span>}
    </p>
  );
}
