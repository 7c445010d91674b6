import { messages } from '@words/contract/messages';
import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { ReminderRow } from './reminders.repository';
import { localDateAt } from './local-time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The zone's VTIMEZONE and the name it defines: the canonical one for a link, as browsers may
 * report ("America/Buenos_Aires" is "America/Argentina/Buenos_Aires"); the event names the same.
 */
function zoneOf(timezone: string): { name: string; block: string | null } {
  const [block, tzid] = tzlib_get_ical_block(timezone);
  return { name: tzid?.replace(/^TZID=/, '') ?? timezone, block: block ?? null };
}

/**
 * The private calendar (RFC 5545): one event every day at the reminder's hour in the player's
 * zone, with the zone's VTIMEZONE so any calendar app places it right across summer time, and an
 * alarm at its start. Off, it is a calendar without events. Its DTSTAMP is when the settings last
 * changed (RFC 5545, 3.8.7.2), so the same settings give the same text, which its ETag names.
 */
export function calendarOf(reminder: ReminderRow, pageUrl: string): string {
  const { timezone, hour } = reminder;
  const zone = zoneOf(timezone);
  const calendar = ical({
    name: 'WORDS',
    prodId: { company: 'WORDS', product: 'recordatorios', language: 'ES' },
    // No zone of the calendar's own: the event's VTIMEZONE is still written, and DTSTAMP, which
    // ical-generator writes in the calendar's zone, stays UTC with its Z (RFC 5545, 3.8.7.2).
    timezone: { name: null, generator: (name) => (name === zone.name ? zone.block : null) },
  });
  if (reminder.enabled !== 0) {
    // The series starts on the day the settings last changed, in the player's zone. Dates are
    // written as the zone's wall time: ical-generator formats a Date in the process's own zone,
    // so a wall time given without an offset comes out as it is.
    const start = localDateAt(new Date(reminder.updated_at), timezone, hour);
    const date = `${start.year}-${pad(start.month)}-${pad(start.day)}`;
    calendar.createEvent({
      id: `recordatorio-${reminder.calendar_token_hash ?? 'words'}@words`,
      start: new Date(`${date}T${pad(hour)}:00:00`),
      end: new Date(`${date}T${pad(hour)}:15:00`),
      timezone: zone.name,
      stamp: new Date(reminder.updated_at),
      summary: messages.reminder,
      url: pageUrl,
      repeating: { freq: ICalEventRepeatingFreq.DAILY },
      alarms: [{ type: ICalAlarmType.display, triggerBefore: 0, description: messages.reminder }],
    });
  }
  return calendar.toString();
}
