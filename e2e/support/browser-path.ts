import { existsSync } from 'node:fs';

import { chromiumPath } from '../../scripts/lib/chromium.mjs';

export { chromiumPath };
export const hasChromium = existsSync(chromiumPath);
/** Set by .ci/run: there, a missing browser fails the suite instead of skipping it. */
export const e2eRequired = Boolean(process.env.E2E_REQUIRED);
