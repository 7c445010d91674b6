import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleDefaults } from '@words/contract/limits';
import { ConfigError, loadConfig, loadDataConfig } from '../src/config';

const DEMO = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

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
        'PERIOD_DAYS must be a whole number from 1 to 366 (got "0")',
        'FIREBASE_PROJECT_ID is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
        'FIREBASE_API_KEY is required (or set FIREBASE_AUTH_EMULATOR_HOST for demo mode)',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'PORT must be a whole number from 0 to 65535 (got "ochenta")',
      ]);
    }
  });

  it('says whether the server is one instance or one of several: as its database suggests, unless INSTANCES says', () => {
    const postgres = { ...DEMO, DATABASE_URL: 'postgres://localhost/words' };
    expect(loadConfig(DEMO).instances).toBe('one');
    expect(loadConfig(postgres).instances).toBe('several');
    expect(loadConfig({ ...postgres, INSTANCES: 'one' }).instances).toBe('one');
    expect(() => loadConfig({ ...DEMO, INSTANCES: 'several' })).toThrow(
      /INSTANCES=several needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...postgres, INSTANCES: 'many' })).toThrow(
      /INSTANCES must be one or several \(got "many"\)/,
    );
  });

  it('takes a serving key of 32 bytes or more in base64url, and refuses anything else', () => {
    expect(loadConfig(DEMO).servingKey).toBeNull();
    const key = Buffer.alloc(32, 7).toString('base64url');
    expect(loadConfig({ ...DEMO, SERVING_KEY: key }).servingKey).toBe(key);
    for (const malformed of [key.slice(1), `${key.slice(1)}=`, 'secreto']) {
      expect(() => loadConfig({ ...DEMO, SERVING_KEY: malformed })).toThrow(
        /SERVING_KEY must be at least 32 random bytes in base64url/,
      );
    }
  });

  it('refuses the emulator in production, where it would accept unsigned tokens', () => {
    expect(() =>
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'production' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set with NODE_ENV=production/);
  });

  it('refuses the emulator and the shifted clock for a project that is not demo-*, whatever NODE_ENV says', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    // An API key forgotten on a real project: unsigned tokens would let anyone be anyone.
    expect(
      problems({ FIREBASE_PROJECT_ID: 'rt-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST is for demo projects only (FIREBASE_PROJECT_ID demo-…, got "rt-prod"): the emulator accepts unsigned tokens',
    ]);
    expect(
      problems({
        FIREBASE_PROJECT_ID: 'rt-prod',
        FIREBASE_API_KEY: 'k',
        DEMO_CLOCK_OFFSET_DAYS: '3',
      }),
    ).toEqual([
      'DEMO_CLOCK_OFFSET_DAYS is for demo projects only (FIREBASE_PROJECT_ID demo-…, got "rt-prod")',
    ]);
    expect(() =>
      loadDataConfig({ FIREBASE_PROJECT_ID: 'rt-prod', DEMO_CLOCK_OFFSET_DAYS: '3' }),
    ).toThrow(ConfigError);
    expect(
      problems({
        FIREBASE_PROJECT_ID: 'demo-otro',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        DEMO_CLOCK_OFFSET_DAYS: '3',
      }),
    ).toEqual([]);
  });

  it('names TRUST_PROXY when proxy-addr would not take it, instead of failing at start', () => {
    for (const value of ['0.0.0.0/0', '10.0.0.0/40', 'proxy.example', '300.1.1.1']) {
      expect(() => loadConfig({ ...DEMO, TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be/,
      );
    }
    for (const value of ['1', 'loopback', '10.0.0.0/8, 192.168.1.7', '::1/128']) {
      expect(() => loadConfig({ ...DEMO, TRUST_PROXY: value }), value).not.toThrow();
    }
  });

  it('bounds open connections in all and per address, 0 turning a bound off', () => {
    expect(loadConfig(DEMO).connections).toEqual({ max: 10_000, perAddress: 256 });
    expect(
      loadConfig({ ...DEMO, MAX_CONNECTIONS: '0', MAX_CONNECTIONS_PER_ADDRESS: '32' }).connections,
    ).toEqual({ max: 0, perAddress: 32 });
    expect(() => loadConfig({ ...DEMO, MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS must be a whole number/,
    );
  });

  it('counts an IPv6 client by its /64 unless IPV6_CLIENT_PREFIX says otherwise', () => {
    expect(loadConfig(DEMO).ipv6ClientPrefix).toBe(64);
    expect(loadConfig({ ...DEMO, IPV6_CLIENT_PREFIX: '56' }).ipv6ClientPrefix).toBe(56);
    expect(loadConfig({ ...DEMO, IPV6_CLIENT_PREFIX: '128' }).ipv6ClientPrefix).toBe(128);
    for (const bad of ['0', '16', '129', '/64']) {
      expect(() => loadConfig({ ...DEMO, IPV6_CLIENT_PREFIX: bad }), bad).toThrow(
        /IPV6_CLIENT_PREFIX must be a whole number from 32 to 128/,
      );
    }
  });

  it('listens on this machine only in demo mode, where unsigned tokens let anyone act as any player', () => {
    expect(loadConfig(DEMO)).toMatchObject({ host: '127.0.0.1', demoOpenToNetwork: false });
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(loadConfig({ ...DEMO, HOST: host }).host).toBe(host);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ ...DEMO, HOST: host }), host).toThrow(
        `HOST=${host} would open the demo to the network, where the Auth emulator's unsigned tokens let anyone act as any player: leave HOST unset (127.0.0.1), or set DEMO_OPEN_TO_NETWORK=yes-anyone-can-act-as-any-player`,
      );
    }
  });

  it('opens the demo to the network only when DEMO_OPEN_TO_NETWORK names the risk', () => {
    const open = { ...DEMO, DEMO_OPEN_TO_NETWORK: 'yes-anyone-can-act-as-any-player' };
    expect(loadConfig(open)).toMatchObject({ host: '0.0.0.0', demoOpenToNetwork: true });
    expect(loadConfig({ ...open, HOST: '192.168.1.20' })).toMatchObject({
      host: '192.168.1.20',
      demoOpenToNetwork: true,
    });
    expect(loadConfig({ ...open, HOST: '127.0.0.1' }).demoOpenToNetwork).toBe(false);
    for (const value of ['yes', '1', 'true']) {
      expect(() => loadConfig({ ...DEMO, DEMO_OPEN_TO_NETWORK: value, HOST: '0.0.0.0' })).toThrow(
        `DEMO_OPEN_TO_NETWORK must be yes-anyone-can-act-as-any-player (got "${value}")`,
      );
    }
  });

  it('listens where HOST says with real Firebase settings, every interface by default', () => {
    const real = { FIREBASE_PROJECT_ID: 'words-prod', FIREBASE_API_KEY: 'AIza-key' };
    expect(loadConfig(real)).toMatchObject({ host: '0.0.0.0', demoOpenToNetwork: false });
    expect(loadConfig({ ...real, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(() =>
      loadConfig({ ...real, DEMO_OPEN_TO_NETWORK: 'yes-anyone-can-act-as-any-player' }),
    ).toThrow(/DEMO_OPEN_TO_NETWORK is for demo mode/);
  });

  it('takes signing keys only over https, or http on this machine', () => {
    for (const url of ['file:///etc/passwd', 'http://keys.example/jwks', 'ftp://x/y', 'no url']) {
      expect(() => loadConfig({ ...DEMO, FIREBASE_JWKS_URL: url }), url).toThrow(
        /FIREBASE_JWKS_URL must be an https:\/\/ address/,
      );
    }
    for (const url of [
      'https://keys.example/jwks',
      'http://127.0.0.1:8080/keys',
      'http://localhost/k',
    ]) {
      expect(loadConfig({ ...DEMO, FIREBASE_JWKS_URL: url }).firebaseJwksUrl).toBe(url);
    }
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
      // The day a week is ranked on, which `moderate reports` warns of.
      periodDays: 7,
      restoreCopiesKept: 10,
    });
  });

  it('reads the data settings for the server and the commands alike', () => {
    const env = {
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DATABASE_URL: 'postgres://words@db/words',
      DATA_DIR: 'srv/words',
      DEMO_CLOCK_OFFSET_DAYS: '-2',
      PERIOD_DAYS: '14',
    };
    expect(loadConfig(env)).toMatchObject(loadDataConfig(env));
    expect(loadDataConfig(env)).toMatchObject({
      databaseUrl: 'postgres://words@db/words',
      demoClockOffsetDays: -2,
      periodDays: 14,
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

  it('serves metrics only when a port is set, on loopback unless told otherwise', () => {
    expect(loadConfig(DEMO).metrics).toBeNull();
    expect(loadConfig({ ...DEMO, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ ...DEMO, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ ...DEMO, METRICS_PORT: 'nueve' })).toThrow(
      /METRICS_PORT must be a whole number from 1 to 65535 \(got "nueve"\)/,
    );
  });

  it('takes an empty or blank variable as unset', () => {
    const config = loadConfig({
      ...DEMO,
      PORT: '  ',
      LOG_LEVEL: '',
      CORS_ORIGINS: ' , ',
      INSTANCES: ' ',
      FIREBASE_PROJECT_ID: '',
      SERVING_KEY: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      logLevel: 'info',
      corsOrigins: [],
      instances: 'one',
      firebase: { projectId: 'demo-words' },
      servingKey: null,
    });
  });

  it("takes the game's rules as contract/limits has them unless told otherwise", () => {
    expect(loadConfig(DEMO)).toMatchObject({
      periodDays: ruleDefaults.periodDays,
      rankingPriorWeight: ruleDefaults.rankingPriorWeight,
      rankingMinVotes: ruleDefaults.rankingMinVotes,
      karmaMinVotes: ruleDefaults.karmaMinVotes,
      calibrationMinVotes: ruleDefaults.calibrationMinVotes,
      established: {
        minDays: ruleDefaults.establishedMinDays,
        minVotes: ruleDefaults.establishedMinVotes,
      },
      reportsToHide: ruleDefaults.reportsToHide,
      groups: {
        maxMembers: ruleDefaults.groupMaxMembers,
        maxPerPlayer: ruleDefaults.groupMaxPerPlayer,
      },
      duels: { maxPerDay: ruleDefaults.duelMaxPerDay },
    });
    expect(loadConfig({ ...DEMO, PERIOD_DAYS: '14', GROUP_MAX_MEMBERS: ' 80 ' })).toMatchObject({
      periodDays: 14,
      groups: { maxMembers: 80 },
    });
  });

  it('refuses a whole number given as a fraction or beyond its range', () => {
    expect(problemsOf({ ...DEMO, PERIOD_DAYS: '7.5', DEMO_CLOCK_OFFSET_DAYS: '3651' })).toEqual([
      'DEMO_CLOCK_OFFSET_DAYS must be a whole number from -3650 to 3650 (got "3651")',
      'PERIOD_DAYS must be a whole number from 1 to 366 (got "7.5")',
    ]);
    expect(loadConfig({ ...DEMO, DEMO_CLOCK_OFFSET_DAYS: '-3650' }).demoClockOffsetDays).toBe(
      -3650,
    );
  });

  it('takes demo mode sign-in settings from the emulator alone, and real ones as given', () => {
    expect(loadConfig(DEMO).firebase).toEqual({
      projectId: 'demo-words',
      apiKey: 'demo-api-key',
      authDomain: 'demo-words.firebaseapp.com',
      appId: null,
    });
    expect(
      loadConfig({
        FIREBASE_PROJECT_ID: 'words-prod',
        FIREBASE_API_KEY: 'AIza-key',
        FIREBASE_AUTH_DOMAIN: 'entrar.words.example',
      }).firebase.authDomain,
    ).toBe('entrar.words.example');
    expect(problemsOf({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost' })).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST must be host:port (got "localhost")',
    ]);
  });

  it('takes the database and Redis by their schemes, and never repeats a refused secret', () => {
    expect(loadConfig({ ...DEMO, DATABASE_URL: 'postgresql://w:pw@db/words' }).databaseUrl).toBe(
      'postgresql://w:pw@db/words',
    );
    expect(loadConfig({ ...DEMO, REDIS_URL: 'rediss://r:pw@cache:6380' }).redisUrl).toBe(
      'rediss://r:pw@cache:6380',
    );
    const problems = problemsOf({
      ...DEMO,
      DATABASE_URL: 'mysql://w:secreto1@db/words',
      REDIS_URL: 'http://r:secreto2@cache',
      SERVING_KEY: 'secreto3',
      VAPID_PUBLIC_KEY: 'secreto4',
      VAPID_PRIVATE_KEY: 'secreto5',
    });
    expect(problems).toEqual([
      'DATABASE_URL must start with postgres:// (leave it unset for SQLite)',
      'REDIS_URL must start with redis:// or rediss://',
      'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)',
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)',
      'SERVING_KEY must be at least 32 random bytes in base64url (43 characters or more)',
    ]);
    expect(problems.join('\n')).not.toContain('secreto');
  });

  it('lets the pages of listed origins call the API, naming each entry that is no origin', () => {
    expect(
      loadConfig({ ...DEMO, CORS_ORIGINS: 'https://words.example, http://localhost:5173' })
        .corsOrigins,
    ).toEqual(['https://words.example', 'http://localhost:5173']);
    expect(
      problemsOf({ ...DEMO, CORS_ORIGINS: 'https://words.example, words.example, ftp://x' }),
    ).toEqual([
      'CORS_ORIGINS must list origins such as https://words.example (got "words.example")',
      'CORS_ORIGINS must list origins such as https://words.example (got "ftp://x")',
    ]);
  });

  it('takes a privacy contact only as an email address', () => {
    expect(loadConfig({ ...DEMO, PRIVACY_CONTACT: 'equipo@words.example' }).privacyContact).toBe(
      'equipo@words.example',
    );
    expect(problemsOf({ ...DEMO, PRIVACY_CONTACT: 'equipo' })).toEqual([
      'PRIVACY_CONTACT must be an email address (got "equipo")',
    ]);
  });

  it('trusts proxies by number only from 1 to 10', () => {
    expect(loadConfig(DEMO).trustProxy).toBe(false);
    expect(loadConfig({ ...DEMO, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...DEMO, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    for (const hops of ['0', '11']) {
      expect(problemsOf({ ...DEMO, TRUST_PROXY: hops })).toEqual([
        `TRUST_PROXY must be a whole number from 1 to 10 (got "${hops}")`,
      ]);
    }
  });
});
