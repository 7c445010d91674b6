/**
 * The rows in the order of their keys. Every writer of rows that two instances may write at once
 * writes them in this order, so that their transactions never wait on each other in turn
 * (a deadlock).
 */
export const inKeyOrder = <T>(rows: Map<string, T>): T[] =>
  [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
