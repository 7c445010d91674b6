import { afterAll, beforeAll } from 'vitest';
import { buildServer } from './built-server';
import { startJwksServer, type JwksServer } from './jwks';

export interface BuiltGame {
  /** The server's bundle, to start with startServer. */
  bundle: Awaited<ReturnType<typeof buildServer>>;
  /** The key set the started servers verify tokens against, and the tokens. */
  jwks: JwksServer;
}

/**
 * For a test file that starts the built server out of process: bundles it and starts its loopback
 * key set before the file's tests, and removes both after them. Read the fields inside tests.
 */
export function prepareBuiltGame(): BuiltGame {
  const built = {} as BuiltGame;
  beforeAll(async () => {
    built.bundle = await buildServer();
    built.jwks = await startJwksServer();
  });
  afterAll(async () => {
    built.bundle?.remove();
    await built.jwks?.close();
  });
  return built;
}
