/**
 * A compiled query's SQL → the name PostgreSQL prepares it under, on each connection that runs it.
 * compiledOnce names its queries here; the pool (database.ts) reads the names.
 */
const statementNames = new Map<string, string>();

/** Gives `sqlText`, the SQL of a query compiled once, its name if it has none yet. */
export function nameStatement(sqlText: string): void {
  if (!statementNames.has(sqlText)) statementNames.set(sqlText, `words_${statementNames.size + 1}`);
}

/** The name to prepare `sqlText` under, if it is the SQL of a query compiled once. */
export function preparedStatementName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}
