// Debian's Chromium (apt-get install chromium; no browser download works here), as the journeys
// and the bench's Lighthouse launch it: headless, with nothing that calls home, since this machine
// has no internet and Chromium's background connections would only be refused.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
