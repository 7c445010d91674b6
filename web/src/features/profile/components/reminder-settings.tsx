import type {
  ReminderSettings as Settings,
  RemindersResponse,
} from '@words/contract/api/reminders';
import { limits } from '@words/contract/limits';
import { useEffect, useState } from 'react';
import { NoticeMessage, type Notice } from '@/components/notice';
import { RetryButton } from '@/components/retry-button';
import { WriteButton } from '@/components/write-button';
import { serverMessage } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import {
  addPushDevice,
  newCalendarAddress,
  removePushDevice,
  saveReminders,
  useReminders,
} from '../api/reminders';
import { currentSubscription, deviceTimeZone, subscribeDevice } from '../utils/push-device';

const texts = strings.reminders;
const HOURS = Array.from(
  { length: limits.reminderHourMax - limits.reminderHourMin + 1 },
  (_, i) => limits.reminderHourMin + i,
);

/**
 * 'Recordatorios' in 'Mis partidas' (PRODUCT.md, 'At your hour'): on or off at an hour of the
 * player's day in this device's zone; notifications on this device; a private calendar address.
 * A load that fails says so in the section, as every screen does, with 'Reintentar' when no answer
 * came.
 */
export function ReminderSettings() {
  const loaded = useReminders();
  if (loaded.status === 'ready') return <Reminders loaded={loaded.data} />;
  if (loaded.status !== 'failed') return null;
  return (
    <section className="reminders" aria-labelledby="reminders-title">
      <h2 id="reminders-title">{texts.title}</h2>
      <NoticeMessage notice={{ tone: 'error', text: loaded.message }} />
      {loaded.exception && <RetryButton onRetry={loaded.reload} takeFocus={false} />}
    </section>
  );
}

/** The settings as loaded, then as each change the server confirms leaves them. */
function Reminders({ loaded }: { loaded: RemindersResponse }) {
  const [state, setState] = useState<RemindersResponse>(loaded);
  const [draft, setDraft] = useState<Pick<Settings, 'enabled' | 'hour'>>({
    enabled: loaded.settings.enabled,
    hour: loaded.settings.hour,
  });
  const [thisDevice, setThisDevice] = useState<PushSubscription | null>(null);
  const [calendarUrl, setCalendarUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // What this device can or cannot do, beside its button; a calendar address keeps it.
  const [deviceNotice, setDeviceNotice] = useState<Notice | null>(null);
  const { load: loadConfig } = usePublicConfig();
  const zone = deviceTimeZone();

  useEffect(() => {
    let current = true;
    void currentSubscription()
      .then((subscription) => current && setThisDevice(subscription))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const save = useServerWrite(async () => {
    setNotice(null);
    const result = await saveReminders({ ...draft, timezone: zone });
    if (result.ok) {
      setState(result.data);
      return setNotice({ tone: 'success', text: draft.enabled ? texts.saved : texts.off });
    }
    if (result.status === 401) return;
    setNotice({ tone: 'error', text: serverMessage(result) ?? texts.saveFailed });
  });

  const turnOn = useServerWrite(async () => {
    setDeviceNotice(null);
    try {
      const subscribed = await subscribeDevice((await loadConfig()).vapidPublicKey);
      if (typeof subscribed === 'string') {
        return setDeviceNotice({ tone: 'error', text: texts[subscribed] });
      }
      const result = await addPushDevice(subscribed);
      if (result.ok) {
        setState(result.data);
        return setThisDevice(await currentSubscription());
      }
      if (result.status === 401) return;
      setDeviceNotice({ tone: 'error', text: serverMessage(result) ?? texts.deviceFailed });
    } catch {
      setDeviceNotice({ tone: 'error', text: texts.deviceFailed });
    }
  });

  const turnOff = useServerWrite(async () => {
    if (!thisDevice) return;
    setDeviceNotice(null);
    const endpoint = thisDevice.endpoint;
    await thisDevice.unsubscribe().catch(() => false);
    setThisDevice(null);
    const result = await removePushDevice(endpoint);
    if (result.ok) return setState(result.data);
    // Already gone on the server: this device is off all the same.
    if (result.status === 404 || result.status === 401) return;
    setDeviceNotice({ tone: 'error', text: serverMessage(result) ?? texts.deviceFailed });
  });

  const makeCalendar = useServerWrite(async () => {
    setNotice(null);
    const result = await newCalendarAddress();
    if (result.ok) {
      setCalendarUrl(result.data.url);
      return setState((old) => ({ ...old, calendar: true }));
    }
    if (result.status === 401) return;
    setNotice({ tone: 'error', text: serverMessage(result) ?? texts.calendarFailed });
  });

  return (
    <section className="reminders" aria-labelledby="reminders-title">
      <h2 id="reminders-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      <label className="reminders__toggle">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        {texts.enabled}
      </label>
      <label className="reminders__hour">
        {texts.hour}
        <select
          value={draft.hour}
          onChange={(event) => setDraft({ ...draft, hour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {texts.hourOption(hour)}
            </option>
          ))}
        </select>
      </label>
      <p className="reminders__zone">{texts.zone(zone)}</p>
      <WriteButton write={save} label={texts.save} busyLabel={texts.saving} look="primary" />

      <h3>{texts.deviceTitle}</h3>
      <p>{thisDevice ? texts.deviceOn : texts.deviceOff}</p>
      {state.devices > 0 && <p>{texts.devices(state.devices)}</p>}
      {thisDevice ? (
        <WriteButton write={turnOff} label={texts.turnOff} busyLabel={texts.turningOff} />
      ) : (
        <WriteButton write={turnOn} label={texts.turnOn} busyLabel={texts.turningOn} />
      )}
      <NoticeMessage notice={deviceNotice} />

      <h3>{texts.calendarTitle}</h3>
      <p>{texts.calendarHelp}</p>
      {state.calendar && calendarUrl === null && <p>{texts.calendarExists}</p>}
      {calendarUrl !== null && (
        <label className="field">
          {texts.calendarAddress}
          <input
            type="url"
            readOnly
            value={calendarUrl}
            onFocus={(event) => event.target.select()}
          />
        </label>
      )}
      <WriteButton
        write={makeCalendar}
        label={state.calendar ? texts.calendarRenew : texts.calendarNew}
        busyLabel={texts.calendarMaking}
      />
      <NoticeMessage notice={notice} />
    </section>
  );
}
