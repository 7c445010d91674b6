import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` holds where queries run: only a folder's *.repository.ts and db/ (eslint.config.js).
 * A probe file, linted as if it stood at each path with the repository's own configuration.
 */

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const probe = `import { sql } from 'kysely';
import type { Db } from '../db/database';
export async function probe(db: Db) {
  await sql\`select 1\`.execute(db);
  return db.selectFrom('players').select('uid').execute();
}
`;

/** The messages of the query rule on the probe, linted as the file at `file`. */
async function queryFindings(file: string): Promise<number> {
  const [result] = await eslint.lintText(probe, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('the queries npm run lint holds to repositories and db/', () => {
  it('fails a query in a service, a route or any other file of server/src', async () => {
    expect(await queryFindings('server/src/players/players-probe.ts')).toBe(3);
    expect(await queryFindings('server/src/routes/probe.ts')).toBe(3);
    expect(await queryFindings('server/src/probe-cli.ts')).toBe(3);
  }, 30_000);

  it('passes the same query in a repository or in db/', async () => {
    expect(await queryFindings('server/src/players/probe.repository.ts')).toBe(0);
    expect(await queryFindings('server/src/db/probe.ts')).toBe(0);
  }, 30_000);
});
