import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { DatabaseKind } from './databases';

/** How the database itself says it runs a query: what the query-plan tests assert on. */
export interface Plan {
  /** Tables read from end to end. */
  fullScans: string[];
  /** Indexes the plan searches. */
  indexes: string[];
  /** True when the plan sorts rows itself instead of reading them in index order. */
  sorts: boolean;
  text: string;
}

const TABLE_OF_ALIAS: Record<string, string> = {
  a: 'answers',
  v: 'votes',
  s: 'skipped_answers',
  h: 'hidden_answers',
  r: 'reports',
  judge_in: 'group_members',
  author_in: 'group_members',
};

/** A query's value written into SQL, as EXECUTE takes its values. */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * How PostgreSQL runs `query` prepared on `connection`, once for each of `runs` (its values, in
 * the query's order), as the connection is set to plan it.
 */
export async function preparedPlansOf(
  connection: Db,
  query: CompiledQuery,
  runs: readonly (readonly unknown[])[],
): Promise<Plan[]> {
  await connection.executeQuery(CompiledQuery.raw(`PREPARE plan_probe AS ${query.sql}`));
  try {
    const plans: Plan[] = [];
    for (const values of runs) {
      const explained = CompiledQuery.raw(
        `EXPLAIN (FORMAT JSON) EXECUTE plan_probe(${values.map(literal).join(', ')})`,
      );
      plans.push(postgresPlan(await connection.executeQuery<PgExplained>(explained)));
    }
    return plans;
  } finally {
    await sql`DEALLOCATE plan_probe`.execute(connection);
  }
}

/**
 * PostgreSQL's generic plan of a query: the one a prepared statement may settle on after a few
 * runs, made without its values (the hot queries are prepared, decision 0032).
 */
export async function genericPlanOf(db: Db, query: CompiledQuery): Promise<Plan> {
  return db.connection().execute(async (connection) => {
    await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
    try {
      const [plan] = await preparedPlansOf(connection, query, [query.parameters]);
      // A plan made with the values would name them; a generic one names their places.
      if (!plan?.text.includes('$1')) throw new Error(`not a generic plan:\n${plan?.text}`);
      return plan;
    } finally {
      await sql`RESET plan_cache_mode`.execute(connection);
    }
  });
}

export async function planOf(kind: DatabaseKind, db: Db, query: CompiledQuery): Promise<Plan> {
  if (kind === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    const details = rows.map((row) => row.detail);
    return {
      fullScans: details
        .map((d) => /^SCAN (\w+)/.exec(d)?.[1])
        .filter((t): t is string => t !== undefined)
        .map((t) => TABLE_OF_ALIAS[t] ?? t),
      indexes: details
        .map((d) => /USING (?:COVERING )?INDEX (\w+)|USING (PRIMARY KEY)/.exec(d))
        .flatMap((m) => (m ? [m[1] ?? m[2] ?? ''] : [])),
      sorts: details.some((d) => d.includes('TEMP B-TREE')),
      text: details.join('\n'),
    };
  }
  return postgresPlan(
    await db.executeQuery<PgExplained>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
    ),
  );
}

type PgExplained = { 'QUERY PLAN': [{ Plan: PgPlanNode }] };

function postgresPlan({ rows }: { rows: PgExplained[] }): Plan {
  const root = rows[0]?.['QUERY PLAN'][0].Plan;
  const nodes: PgPlanNode[] = [];
  const walk = (node: PgPlanNode | undefined) => {
    if (!node) return;
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(root);
  return {
    fullScans: nodes
      .filter((n) => n['Node Type'] === 'Seq Scan')
      .map((n) => n['Relation Name'] ?? '?'),
    indexes: nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])),
    sorts: nodes.some((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'),
    text: JSON.stringify(root, null, 1),
  };
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PgPlanNode[];
}
