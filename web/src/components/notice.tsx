export interface Notice {
  tone: 'error' | 'success';
  text: string;
}

/** A message for the player: errors are announced at once (role="alert"), the rest politely. */
export function NoticeMessage({ notice }: { notice: Notice | null }) {
  if (notice === null) return null;
  return (
    <p
      className={`notice notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  );
}
