import type { RemindersResponse } from '@words/contract/api/reminders';
import type { PublicConfig } from '@words/contract/api/config';
import type { PlayerFigures, UserStatsResponse } from '@words/contract/api/user';

/** Settings of a demo deployment (Auth emulator), as GET /api/config gives them. */
export const demoConfig: PublicConfig = {
  firebase: {
    apiKey: 'demo-key',
    authDomain: 'demo-words.firebaseapp.com',
    projectId: 'demo-words',
    appId: null,
  },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  credits: { creator: null, thanks: null },
  privacyContact: null,
  vapidPublicKey: 'BPtest',
};

/** Settings of a real deployment: Google's popup. */
export const productionConfig: PublicConfig = {
  firebase: {
    apiKey: 'real-key',
    authDomain: 'words.example.com',
    projectId: 'words-prod',
    appId: '1:123:web:abc',
  },
  authEmulatorUrl: null,
  credits: { creator: null, thanks: null },
  privacyContact: null,
  vapidPublicKey: 'BPtest',
};

/** GET /api/user/stats's figures of a player who has not played yet. */
export const newPlayerFigures: PlayerFigures = {
  daysPlayed: 0,
  currentStreak: 0,
  bestStreak: 0,
  comodines: 0,
  savedDays: [],
  meanScore: null,
  bestAnswer: null,
};

/** GET /api/user/stats for a player who has neither played nor judged yet. */
export const newPlayerStats: UserStatsResponse = {
  judge: {
    votes: 0,
    votesThisPeriod: 0,
    agreement: null,
    correction: null,
    correctionAfter: 12,
    counts: false,
    notCountedYet: 'Tu voto contará cuando hayas jugado 3 días.',
  },
  player: newPlayerFigures,
};

/** GET /api/user/reminders before the player turns reminders on. */
export const remindersOff: RemindersResponse = {
  settings: { enabled: false, hour: 20, timezone: 'UTC' },
  devices: 0,
  calendar: false,
};
