import type {
  CalendarResponse,
  PushSubscription,
  ReminderSettings,
  RemindersResponse,
} from '@words/contract/api/reminders';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/user/reminders: the settings, the devices with notifications on, the calendar. */
export function getReminders() {
  return apiRequest<RemindersResponse>('/api/user/reminders');
}

export function useReminders() {
  return useServerData('reminders', 'reminders', getReminders);
}

/** PUT /api/user/reminders: on or off, the hour and the device's time zone. */
export function saveReminders(settings: ReminderSettings) {
  return apiRequest<RemindersResponse>('/api/user/reminders', { method: 'PUT', body: settings });
}

/** POST /api/user/reminders/push: notifications on this device. */
export function addPushDevice(subscription: PushSubscription) {
  return apiRequest<RemindersResponse>('/api/user/reminders/push', {
    method: 'POST',
    body: { subscription },
  });
}

/** DELETE /api/user/reminders/push: notifications off on this device. */
export function removePushDevice(endpoint: string) {
  return apiRequest<RemindersResponse>('/api/user/reminders/push', {
    method: 'DELETE',
    body: { endpoint },
  });
}

/** POST /api/user/reminders/calendar: a new private calendar address; the old one ends. */
export function newCalendarAddress() {
  return apiRequest<CalendarResponse>('/api/user/reminders/calendar', { method: 'POST' });
}
