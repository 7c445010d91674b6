import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';

describe.each(databaseKinds)('the private calendar address on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind, { start: '2026-11-16T12:00:00.000Z' });
    await game.register('ana');
    const saved = await game.call('ana', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: true, hour: 21, timezone: 'America/Mexico_City' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterEach(() => game.close());

  const newAddress = async () => {
    const response = await game.call('ana', {
      method: 'POST',
      url: '/api/user/reminders/calendar',
    });
    expect(response.statusCode).toBe(201);
    return new URL((response.json() as { url: string }).url);
  };
  const fetchCalendar = (url: URL) => game.call(null, { method: 'GET', url: url.pathname });

  it('answers text/calendar that a parser reads as one daily event at the hour in the player’s zone', async () => {
    const url = await newAddress();
    // 256 bits of token, base64url.
    expect(url.pathname).toMatch(/^\/calendar\/[\w-]{43}\.ics$/);
    const response = await fetchCalendar(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.summary).toBe('La palabra de hoy te espera en WORDS.');
    expect(event.startDate.zone.tzid).toBe('America/Mexico_City');
    expect([event.startDate.hour, event.startDate.minute]).toEqual([21, 0]);
    expect(event.isRecurring()).toBe(true);
    expect(event.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=DAILY');
    // Its first occurrences, in UTC: 21:00 in Mexico City is 03:00 UTC the next day.
    const occurrences = event.iterator();
    const firstTwo = [occurrences.next(), occurrences.next()].map((time) =>
      time?.toJSDate().toISOString(),
    );
    expect(firstTwo).toEqual(['2026-11-17T03:00:00.000Z', '2026-11-18T03:00:00.000Z']);
  });

  it('says when it changed: an unchanged calendar answers 304 to its ETag, a changed one anew', async () => {
    const url = await newAddress();
    const first = await fetchCalendar(url);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    game.clock.set('2026-11-16T13:00:00.000Z');
    const ifNoneMatch = (tag: string) =>
      game.call(null, { method: 'GET', url: url.pathname, headers: { 'if-none-match': tag } });
    const unchanged = await ifNoneMatch(etag);
    expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag]).toEqual([304, '', etag]);

    await game.call('ana', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: true, hour: 8, timezone: 'America/Mexico_City' },
    });
    const changed = await ifNoneMatch(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('T080000');
  });

  it('ends the old address when a new one is made: the old answers 404', async () => {
    const old = await newAddress();
    const current = await newAddress();
    expect(current.pathname).not.toBe(old.pathname);
    const gone = await fetchCalendar(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: 'CALENDAR_NOT_FOUND',
      message: 'Este calendario ya no existe. Crea una dirección nueva en Mis partidas.',
    });
    expect((await fetchCalendar(current)).statusCode).toBe(200);
  });

  it('answers 404 to an address that never was', async () => {
    for (const path of ['/calendar/nada.ics', `/calendar/${'A'.repeat(43)}.ics`, '/calendar/x']) {
      const response = await game.call(null, { method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'CALENDAR_NOT_FOUND' });
    }
  });

  it('has no events while reminders are off, and follows a change of hour', async () => {
    const url = await newAddress();
    await game.call('ana', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: false, hour: 21, timezone: 'America/Mexico_City' },
    });
    const off = new ICAL.Component(ICAL.parse((await fetchCalendar(url)).body));
    expect(off.getAllSubcomponents('vevent')).toHaveLength(0);
    await game.call('ana', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: true, hour: 8, timezone: 'Europe/Madrid' },
    });
    const on = new ICAL.Component(ICAL.parse((await fetchCalendar(url)).body));
    const event = new ICAL.Event(on.getFirstSubcomponent('vevent') ?? undefined);
    expect([event.startDate.zone.tzid, event.startDate.hour]).toEqual(['Europe/Madrid', 8]);
  });

  // Issue 46, point 8: Chromium in Argentina reports the link America/Buenos_Aires; the .ics
  // named that zone in its event but defined only America/Argentina/Buenos_Aires, and its DTSTAMP
  // had no Z.
  it('names the zone it defines, the canonical one for a link, and stamps in UTC', async () => {
    await game.call('ana', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: true, hour: 21, timezone: 'America/Buenos_Aires' },
    });
    const body = (await fetchCalendar(await newAddress())).body;
    const calendar = new ICAL.Component(ICAL.parse(body));
    const defined = calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => zone.getFirstPropertyValue('tzid'));
    expect(defined).toEqual(['America/Argentina/Buenos_Aires']);
    const event = calendar.getFirstSubcomponent('vevent');
    expect(event?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    // 21:00 in Buenos Aires (UTC-3) is 00:00 UTC the next day.
    const first = new ICAL.Event(event ?? undefined).iterator().next();
    expect(first?.toJSDate().toISOString()).toBe('2026-11-17T00:00:00.000Z');
  });
});
