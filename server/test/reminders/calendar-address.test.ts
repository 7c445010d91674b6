import { afterEach, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';

/**
 * The calendar address is a secret (its path is the key): it carries the scheme the player used,
 * which behind a TLS proxy is the proxy's X-Forwarded-Proto, believed only from a proxy that
 * TRUST_PROXY names.
 */

let game: TestGame | null = null;
afterEach(async () => {
  await game?.close();
  game = null;
});

async function calendarAddress(remoteAddress: string, proto: string): Promise<string> {
  game = await startGame('sqlite', { env: { TRUST_PROXY: '127.0.0.1' } });
  await game.register('ana');
  const calendar = await game.app.inject({
    method: 'POST',
    url: '/api/user/reminders/calendar',
    remoteAddress,
    headers: {
      authorization: `Bearer ${await game.tokenFor('ana')}`,
      host: 'words.example',
      'x-forwarded-proto': proto,
      'x-forwarded-for': '203.0.113.9',
    },
  });
  return (calendar.json() as { url: string }).url;
}

describe('the calendar address behind a proxy', () => {
  it('is https when the trusted proxy says the player came over TLS', async () => {
    expect(await calendarAddress('127.0.0.1', 'https')).toMatch(
      /^https:\/\/words\.example\/calendar\/[\w-]+\.ics$/,
    );
  });

  it('keeps the scheme of the connection when the header comes from anyone else', async () => {
    expect(await calendarAddress('198.51.100.4', 'https')).toMatch(/^http:\/\/words\.example\//);
  });
});
