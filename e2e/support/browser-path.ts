import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install chromium); no browser download works here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
/** Set by .ci/run: there, a missing browser fails the suite instead of skipping it. */
export const e2eRequired = Boolean(process.env.E2E_REQUIRED);
