import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/db/statement-cache';

describe('SQLite statements prepared once', () => {
  it('gives the same prepared statement for the same SQL, and a working one', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('CREATE TABLE words (word TEXT)').run([]);
    const insert = cached.prepare('INSERT INTO words (word) VALUES (?)');
    expect(cached.prepare('INSERT INTO words (word) VALUES (?)')).toBe(insert);
    insert.run(['casa']);
    cached.prepare('INSERT INTO words (word) VALUES (?)').run(['perro']);
    expect(cached.prepare('SELECT word FROM words ORDER BY word').all([])).toEqual([
      { word: 'casa' },
      { word: 'perro' },
    ]);
    cached.close();
  });

  it('keeps at most 500, forgetting the one prepared first', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    const select = (n: number) => cached.prepare(`SELECT ${n} AS n`);
    const first = select(0);
    const second = select(1);
    for (let n = 2; n < 500; n += 1) select(n);
    expect(select(0)).toBe(first); // still there: 500 statements
    select(500); // the 501st: the one prepared first goes
    expect(select(1)).toBe(second);
    const again = select(0);
    expect(again).not.toBe(first);
    expect(again.all([])).toEqual([{ n: 0 }]);
    cached.close();
  });

  it('closes the database', () => {
    const sqlite = new SQLite(':memory:');
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
