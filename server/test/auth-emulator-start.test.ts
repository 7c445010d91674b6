import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compileValidatorsWhenUsed } from '../../scripts/lib/auth-emulator-process.mjs';

interface ExegesisOptions {
  compileOptions(given?: { lazyCompileValidationSchemas?: boolean }): {
    lazyCompileValidationSchemas: boolean;
  };
}

/**
 * The emulator's process has the exegesis that firebase-tools loads compile its API's validators
 * on their first use: a start of about 3 s of CPU instead of 12. If an upgrade of firebase-tools
 * brought an exegesis without that option, this fails instead of the starts quietly slowing down.
 */
describe('the Auth emulator start', () => {
  const firebaseBin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const exegesis = createRequire(firebaseBin)('exegesis/lib/options.js') as ExegesisOptions;

  it('compiles the validators of the exegesis firebase-tools loads when they are first used', () => {
    expect(exegesis.compileOptions({}).lazyCompileValidationSchemas).toBe(false);
    compileValidatorsWhenUsed(firebaseBin);
    expect(exegesis.compileOptions({}).lazyCompileValidationSchemas).toBe(true);
    expect(exegesis.compileOptions().lazyCompileValidationSchemas).toBe(true);
  });
});
