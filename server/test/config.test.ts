import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('runs in demo mode with the emulator and nothing else', () => {
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      dataDir: path.resolve('data'),
      firebase: { projectId: 'demo-words' },
      authEmulatorHost: '127.0.0.1:9099',
      periodDays: 7,
    });
  });

  it('names every bad variable at once', () => {
    const bad = {
      PORT: 'ochenta',
      DATABASE_URL: 'mysql://localhost/words',
      PERIOD_DAYS: '0',
      LOG_LEVEL: 'loud',
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'FIREBASE_PROJECT_ID is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
        'FIREBASE_API_KEY is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
        'DATABASE_URL must start with postgres:// (leave it unset for SQLite)',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'PORT must be a whole number from 0 to 65535 (got "ochenta")',
        'PERIOD_DAYS must be a whole number from 1 to 366 (got "0")',
      ]);
    }
  });

  it('refuses the emulator in production, where it would accept unsigned tokens', () => {
    expect(() =>
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'production' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set with NODE_ENV=production/);
  });

  it('takes real Firebase settings for production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'words-prod',
      FIREBASE_API_KEY: 'AIza-key',
      FIREBASE_APP_ID: '1:2:web:3',
      DATABASE_URL: 'postgres://words@db/words',
    });
    expect(config.firebase).toEqual({
      projectId: 'words-prod',
      apiKey: 'AIza-key',
      authDomain: 'words-prod.firebaseapp.com',
      appId: '1:2:web:3',
    });
    expect(config.authEmulatorHost).toBeNull();
  });
});
