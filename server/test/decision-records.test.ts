import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record says when it was taken and whether it still holds, and a record that
 * names another as superseding or amending it links to one that exists (issue 23 found none
 * dated, and 0008 still saying what 0024 had overturned).
 */

const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder).filter((file) => file.endsWith('.md'));

const DATE = /^Date: (\d{4}-\d{2}-\d{2})\s*$/m;
/** accepted, or accepted with the parts later records changed, or superseded by a later one. */
const STATUS = /^Status: (accepted|superseded by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))(; .+)?$/m;
const LINK = /\]\((\d{4}-[a-z0-9-]+\.md)\)/g;

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
});
