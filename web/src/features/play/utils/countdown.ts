import { strings } from '@/lib/strings';

/** 'Tiempo restante para la siguiente palabra: Xh Ym Zs' for a duration in milliseconds. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return strings.play.countdown(
    Math.floor(total / 3600),
    Math.floor((total % 3600) / 60),
    total % 60,
  );
}
