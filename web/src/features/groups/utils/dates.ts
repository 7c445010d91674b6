/** The days of peñas in words, in Spanish, as the UTC days of the game. */
const dayFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayOfMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2026-11-23' → 'lunes, 23 de noviembre'. */
export function dayLabel(date: string): string {
  return dayFormat.format(utc(date));
}

/** A period from `start` (included) to `end` (excluded): '16 al 22 de noviembre'. */
export function periodRange(start: string, end: string): string {
  const first = utc(start);
  const last = new Date(utc(end).getTime() - 86_400_000);
  const sameMonth =
    first.getUTCMonth() === last.getUTCMonth() && first.getUTCFullYear() === last.getUTCFullYear();
  return `${(sameMonth ? dayOfMonth : monthDay).format(first)} al ${monthDay.format(last)}`;
}
