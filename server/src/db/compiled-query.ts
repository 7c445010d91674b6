import {
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type QueryResult,
} from 'kysely';
import type { Db } from './database';
import { readAtOnce } from './direct-reads';
import { nameStatement } from './statement-names';

/** Stands in a query compiled once for a value each call gives. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query built and compiled once per kind of database, then run with each call's values: Kysely
 * otherwise builds and compiles every query anew on every call. `build` gets stand-ins for the
 * values (`slots.uid`), used where a value goes; nothing else in it may change from call to call.
 * On PostgreSQL the statement is also prepared once per connection (decision 0032); on SQLite a
 * read runs at once when the connection is free (direct-reads.ts).
 */
export function compiledOnce<Values extends object, Row>(
  build: (db: Db, slots: Values) => Compilable<Row>,
): (db: Db, values: Values) => Promise<QueryResult<Row>> {
  const slots = new Proxy({} as Values, { get: (_target, name) => new Slot(String(name)) });
  // By adapter, so a transaction of a database uses the query its database compiled.
  const compiledFor = new WeakMap<DialectAdapter, CompiledQuery<Row>>();
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      compiled = build(db, slots).compile();
      compiledFor.set(adapter, compiled);
      nameStatement(compiled.sql);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? (values as Record<string, unknown>)[parameter.name] : parameter,
    );
    try {
      const rows = readAtOnce(db, compiled.sql, parameters);
      if (rows !== null) return Promise.resolve({ rows: rows as Row[] });
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
  };
}
