import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../src/db/database';

/** The database, counting the queries run through it (a copy of it with a plugin). */
export function countingQueries(db: Db) {
  let queries = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      queries += 1;
      return result;
    },
  };
  return { db: db.withPlugin(plugin), queries: () => queries };
}
