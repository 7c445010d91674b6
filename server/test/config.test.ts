import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDataConfig } from '../src/config';

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
        'DATABASE_URL must start with postgres:// (leave it unset for SQLite)',
        'FIREBASE_PROJECT_ID is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
        'FIREBASE_API_KEY is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
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

  it('gives the commands their data settings without any Firebase setting, in production too', () => {
    expect(loadDataConfig({ NODE_ENV: 'production', DATA_DIR: 'srv/words' })).toEqual({
      databaseUrl: null,
      dataDir: path.resolve('srv/words'),
      sqliteFile: path.resolve('srv/words/words.sqlite'),
      demoClockOffsetDays: 0,
    });
  });

  it('reads the data settings for the server and the commands alike', () => {
    const env = {
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DATABASE_URL: 'postgres://words@db/words',
      DATA_DIR: 'srv/words',
      DEMO_CLOCK_OFFSET_DAYS: '-2',
    };
    expect(loadConfig(env)).toMatchObject(loadDataConfig(env));
    expect(loadDataConfig(env)).toMatchObject({
      databaseUrl: 'postgres://words@db/words',
      demoClockOffsetDays: -2,
    });
  });

  it('refuses a shifted clock in production, for the server and the commands', () => {
    const env = { NODE_ENV: 'production', DEMO_CLOCK_OFFSET_DAYS: '1' };
    expect(() => loadDataConfig(env)).toThrow(
      /DEMO_CLOCK_OFFSET_DAYS must not be set with NODE_ENV=production/,
    );
    expect(() => loadConfig(env)).toThrow(
      /DEMO_CLOCK_OFFSET_DAYS must not be set with NODE_ENV=production/,
    );
  });
});
