/** A wall-clock date and hour in a time zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timezone: string): Intl.DateTimeFormat {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timezone, format);
  }
  return format;
}

/** The wall time in `timezone` at `instant`, and the zone's offset from UTC then (ms). */
function wallAt(instant: number, timezone: string): WallTime & { offsetMs: number } {
  const parts = Object.fromEntries(
    formatOf(timezone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return { year, month, day, hour, offsetMs: asUtc - Math.floor(instant / 1000) * 1000 };
}

/**
 * The instant of `hour`:00 on the local date of `wall` in `timezone`. An hour a DST change skips
 * comes an hour later, as clocks show it.
 */
export function instantOf(wall: WallTime, timezone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour);
  // Two rounds settle the offset on either side of a DST change.
  let instant = naive - wallAt(naive, timezone).offsetMs;
  instant = naive - wallAt(instant, timezone).offsetMs;
  return new Date(instant);
}

/** The local date of `instant` in `timezone`, at `hour`. */
export function localDateAt(instant: Date, timezone: string, hour: number): WallTime {
  const { year, month, day } = wallAt(instant.getTime(), timezone);
  return { year, month, day, hour };
}

/** The next instant after `now` when the clocks of `timezone` show `hour`:00. */
export function nextReminderAt(hour: number, timezone: string, now: Date): Date {
  const today = localDateAt(now, timezone, hour);
  for (let days = 0; days < 3; days++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    const candidate = instantOf(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour },
      timezone,
    );
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  throw new Error(`no ${hour}:00 in ${timezone} after ${now.toISOString()}`);
}
