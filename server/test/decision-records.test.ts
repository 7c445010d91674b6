import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record says when it was taken and whether it still holds, and a record that
 * names another as superseding or amending it links to one that exists (issue 23 found none
 * dated, and 0008 still saying what 0024 had overturned). The folder's README.md lists every
 * record with the status it states, and no record is over 5 KB (issue 43 found one of 14.5 KB
 * and no index).
 */

const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder)
  .filter((file) => /^\d{4}-[a-z0-9-]+\.md$/.test(file))
  .sort();
const MAX_BYTES = 5 * 1024;

const DATE = /^Date: (\d{4}-\d{2}-\d{2})\s*$/m;
/** accepted, or accepted with the parts later records changed, or superseded by a later one. */
const STATUS = /^Status: (accepted|superseded by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))(; .+)?$/m;
const LINK = /\]\((\d{4}-[a-z0-9-]+\.md)\)/g;
/** A row of the index: `| [0001](0001-….md) | title | status |`. */
const INDEX_ROW = /^\| \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\) *\| (.+?) *\| (.+?) *\|$/;

type IndexRow = { number: string; title: string; status: string };

/** The index's rows, by the record they link to. */
function indexRows(): Map<string, IndexRow> {
  const rows = new Map<string, IndexRow>();
  for (const line of readFileSync(path.join(folder, 'README.md'), 'utf8').split('\n')) {
    const [, number, file, title, status] = INDEX_ROW.exec(line) ?? [];
    if (number && file && title && status) rows.set(file, { number, title, status });
  }
  return rows;
}

describe('decision records', () => {
  it('are numbered from 0001 without gaps, each with its number in the title', () => {
    records.forEach((file, i) => {
      const number = i + 1;
      expect(file.startsWith(String(number).padStart(4, '0'))).toBe(true);
      const title = readFileSync(path.join(folder, file), 'utf8').split('\n')[0];
      expect(title).toMatch(new RegExp(`^# ${number}\\. `));
    });
  });

  it.each(records)('%s has a date and a status', (file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    const date = DATE.exec(text)?.[1];
    expect(date, 'a line "Date: YYYY-MM-DD"').toBeDefined();
    expect(Number.isNaN(Date.parse(date ?? ''))).toBe(false);
    expect(
      STATUS.exec(text),
      'a line "Status: accepted" or "Status: superseded by [N](…)"',
    ).not.toBeNull();
  });

  it.each(records)('%s links only to records that exist', (file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const [, target] of text.matchAll(LINK)) {
      expect(existsSync(path.join(folder, target ?? '')), target).toBe(true);
    }
  });

  it.each(records)('%s is at most 5 KB', (file) => {
    const bytes = readFileSync(path.join(folder, file)).byteLength;
    expect(bytes, `${file} has ${bytes} bytes`).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('are all listed in docs/decisions/README.md with their number, title and status', () => {
    const rows = indexRows();
    const expected = records.map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      return {
        file,
        number: file.slice(0, 4),
        title: /^# \d+\. (.+)$/m.exec(text)?.[1]?.trim(),
        status: /^Status: (.+?)\s*$/m.exec(text)?.[1],
      };
    });
    const listed = expected.map(({ file }) => ({ file, ...rows.get(file) }));
    expect(listed).toEqual(expected);
    // and lists nothing else: no row for a record that is gone or renamed.
    expect([...rows.keys()].sort()).toEqual(records);
  });
});
