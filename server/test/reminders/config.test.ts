import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const DEMO = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...DEMO, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the reminders’ configuration', () => {
  it('makes its own keys and looks every minute unless told otherwise', () => {
    expect(loadConfig({ ...DEMO, PRIVACY_CONTACT: 'equipo@words.example' }).reminders).toEqual({
      vapidKeys: null,
      vapidSubject: 'mailto:equipo@words.example',
      periodMs: 60_000,
      pushServiceOrigins: [],
    });
  });

  it('takes configured keys, subject, period and push service origins', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      ...DEMO,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://words.example/contacto',
      REMINDER_PERIOD_SECONDS: '15',
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:8080, https://push.words.example',
    });
    expect(config.reminders).toEqual({
      vapidKeys: keys,
      vapidSubject: 'https://words.example/contacto',
      periodMs: 15_000,
      pushServiceOrigins: ['http://127.0.0.1:8080', 'https://push.words.example'],
    });
  });

  it('names each bad variable', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    ]);
    expect(
      problemsOf({
        VAPID_PUBLIC_KEY: 'corta',
        VAPID_PRIVATE_KEY: 'corta',
        VAPID_SUBJECT: 'equipo',
        REMINDER_PERIOD_SECONDS: '0',
        PUSH_SERVICE_ORIGINS: 'push.example/ruta',
      }),
    ).toEqual([
      'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)',
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)',
      'VAPID_SUBJECT must be a mailto: or https: address (got "equipo")',
      'PUSH_SERVICE_ORIGINS must list origins such as https://push.example (got "push.example/ruta")',
      'REMINDER_PERIOD_SECONDS must be a whole number from 1 to 3600 (got "0")',
    ]);
  });
});
