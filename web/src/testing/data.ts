import type { PublicConfig } from '@words/contract/api/config';

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
};
