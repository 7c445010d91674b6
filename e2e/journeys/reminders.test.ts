import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  desktop,
  connectBrowser,
  openPage,
  waitForPath,
  type WatchedPage,
} from '../support/browser';
import { signIn } from '../support/players';
import { describeJourney } from '../support/suite';

/**
 * 'Recordatorios' in 'Mis partidas' (issue 28): a player turns a reminder on at an hour of their
 * day and makes a private calendar address, which a calendar app reads; a new address ends the
 * old one. (Notifications need a browser vendor's push service, which this machine cannot reach:
 * the server's side is tested against a push service of the tests' own.)
 */
describeJourney('reminders at the player hour', () => {
  let browser: Browser;
  let tab: WatchedPage;

  beforeAll(async () => {
    browser = await connectBrowser();
    tab = await openPage(
      await browser.newContext({ viewport: desktop, timezoneId: 'America/Bogota' }),
    );
  });
  afterAll(async () => {
    expect(tab?.pageErrors ?? []).toEqual([]);
    await browser?.close();
  });

  it('turns a reminder on at 20:00 of the device, and a calendar address answers its daily event', async () => {
    const { page } = tab;
    await signIn(page, 'rocio@example.com', 'Rocío');
    await page.getByRole('link', { name: 'Mis partidas' }).first().click();
    await waitForPath(page, '/profile');
    const reminders = page.getByRole('region', { name: 'Recordatorios' });
    await reminders.getByText('Hora de tu dispositivo (America/Bogota).').waitFor();
    await reminders.getByLabel('Recordármelo cada día').check();
    await reminders.getByLabel('Hora').selectOption({ label: '20:00' });
    await reminders.getByRole('button', { name: 'Guardar' }).click();
    await reminders.getByText('Recordatorio guardado.', { exact: true }).waitFor();

    await reminders.getByRole('button', { name: 'Crear dirección de calendario' }).click();
    const address = reminders.getByLabel('Dirección de tu calendario');
    await address.waitFor();
    const first = await address.inputValue();
    const calendar = await page.request.get(first);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
    const ics = await calendar.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('RRULE:FREQ=DAILY');
    // 20:00 in Bogotá, where the device is.
    expect(ics).toMatch(/DTSTART;TZID=America\/Bogota:\d{8}T200000/);

    // A new address ends the old one.
    await reminders.getByRole('button', { name: 'Crear una dirección nueva' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(first);
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(await address.inputValue())).status()).toBe(200);
  });
});
