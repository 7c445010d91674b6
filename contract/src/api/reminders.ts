import { Type, type Static } from 'typebox';
import { limits } from '../limits';

/**
 * The reminder's settings (PRODUCT.md, 'At your hour'): off until the player turns it on, at an
 * hour of the player's own day in their time zone (an IANA name the browser gives).
 */
export const ReminderSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    hour: Type.Integer({ minimum: limits.reminderHourMin, maximum: limits.reminderHourMax }),
    timezone: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ReminderSettings = Static<typeof ReminderSettings>;

/** GET /api/user/reminders, and PUT's answer: the settings, the devices and the calendar. */
export const RemindersResponse = Type.Object({
  settings: ReminderSettings,
  /** Devices with notifications on (push subscriptions). */
  devices: Type.Integer(),
  /** Whether a calendar address exists (its address is shown only when it is made). */
  calendar: Type.Boolean(),
});
export type RemindersResponse = Static<typeof RemindersResponse>;

/** A browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const PushSubscription = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: limits.pushEndpointMaxLength }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: limits.pushKeyMaxLength }),
    auth: Type.String({ minLength: 1, maxLength: limits.pushKeyMaxLength }),
  }),
});
export type PushSubscription = Static<typeof PushSubscription>;

/** POST /api/user/reminders/push: notifications on this device. */
export const AddPushBody = Type.Object(
  { subscription: PushSubscription },
  { additionalProperties: false },
);
export type AddPushBody = Static<typeof AddPushBody>;

/** DELETE /api/user/reminders/push: notifications off on this device. */
export const RemovePushBody = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: limits.pushEndpointMaxLength }) },
  { additionalProperties: false },
);
export type RemovePushBody = Static<typeof RemovePushBody>;

/** POST /api/user/reminders/calendar: a new private calendar address; the old one ends. */
export const CalendarResponse = Type.Object({ url: Type.String() });
export type CalendarResponse = Static<typeof CalendarResponse>;

/** What a reminder's notification carries to the service worker. */
export interface ReminderPush {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
}
