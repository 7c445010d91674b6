import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDictionary, type SpanishDictionary } from '../../src/words/dictionary';
import { listDailyWords } from '../../src/words/daily-words.repository';
import { nextPoolWord } from '../../src/words/next-pool-word';
import { createSchedule, ScheduleError, type Schedule } from '../../src/words/schedule';
import { createWordOfTheDay } from '../../src/words/word-of-the-day';
import { TestClock } from '../support/clock';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';

const pool = ['mar', 'luz', 'viaje', 'bosque'];

describe('the next pool word', () => {
  it('is the first one never used, scheduled days included', () => {
    expect(nextPoolWord(pool, [])).toBe('mar');
    expect(
      nextPoolWord(pool, [
        { day: '2026-01-01', word: 'mar' },
        { day: '2026-03-01', word: 'Luz' },
      ]),
    ).toBe('viaje');
  });

  it('once all were used, is the one used longest ago', () => {
    const used = [
      { day: '2026-01-04', word: 'mar' },
      { day: '2026-01-02', word: 'luz' },
      { day: '2026-01-03', word: 'viaje' },
      { day: '2026-01-05', word: 'bosque' },
    ];
    expect(nextPoolWord(pool, used)).toBe('luz');
  });
});

describe.each(databaseKinds)('the word schedule on %s', (kind) => {
  let database: TestDatabase;
  let dictionary: SpanishDictionary;
  const clock = new TestClock('2026-11-22T10:00:00.000Z');
  beforeAll(async () => {
    dictionary = await loadDictionary();
  });
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.drop());

  const scheduleOf = (): Schedule =>
    createSchedule({ db: database.db, clock, pool, dictionary: async () => dictionary });
  const schedule = (day: string, word: string) => scheduleOf().schedule({ day, word });

  it('gives a scheduled day its word and fills the others from the pool', async () => {
    await schedule('2026-11-23', 'Cancion');
    const upcoming = await scheduleOf().upcoming(4);
    expect(upcoming).toEqual([
      { day: '2026-11-22', word: 'mar', source: 'forecast' },
      { day: '2026-11-23', word: 'canción', source: 'schedule' },
      { day: '2026-11-24', word: 'luz', source: 'forecast' },
      { day: '2026-11-25', word: 'viaje', source: 'forecast' },
    ]);
  });

  it('serves what `upcoming` forecast, day after day', async () => {
    await schedule('2026-11-24', 'luz');
    const forecast = await scheduleOf().upcoming(4);
    const words = createWordOfTheDay({ db: database.db, clock, pool });
    for (const day of forecast) expect(await words.wordFor(day.day)).toBe(day.word);
  });

  it('agrees between server instances that start the same day at once', async () => {
    const instances = [1, 2, 3].map(() => createWordOfTheDay({ db: database.db, clock, pool }));
    const words = await Promise.all(instances.map((w) => w.wordFor('2026-11-22')));
    expect(new Set(words)).toEqual(new Set(['mar']));
    expect(await listDailyWords(database.db)).toHaveLength(1);
  });

  it('never changes the word of a day that has started', async () => {
    await expect(schedule('2026-11-22', 'luz')).rejects.toThrow(
      new ScheduleError(
        '2026-11-22 has already started (today is 2026-11-22 UTC): its word can no longer change',
      ),
    );
    await expect(schedule('2020-01-01', 'luz')).rejects.toThrow(ScheduleError);
    expect(await listDailyWords(database.db)).toEqual([]);
  });

  it('refuses a bad date and a word not in the dictionary', async () => {
    await expect(schedule('2026-02-30', 'luz')).rejects.toThrow('is not a date');
    await expect(schedule('2026-12-01', 'xyzqw')).rejects.toThrow(
      '"xyzqw" is not a word of the Spanish dictionary',
    );
    await expect(schedule('2026-12-01', 'dos palabras')).rejects.toThrow('Spanish dictionary');
  });

  it('lets an operator change a future day', async () => {
    await schedule('2026-12-01', 'luz');
    await schedule('2026-12-01', 'mar');
    expect((await listDailyWords(database.db)).map((row) => row.word)).toEqual(['mar']);
  });

  it('imports a file all or nothing, naming every bad line', async () => {
    const good = '# diciembre\n2026-12-01 nieve\n\n2026-12-02,frío\n';
    expect(await scheduleOf().importLines(good)).toEqual([
      { day: '2026-12-01', word: 'nieve' },
      { day: '2026-12-02', word: 'frío' },
    ]);
    const bad = '2026-12-03 sol\n2026-11-20 luna\n2026-12-04 xyzqw\nsolo-una-cosa\n';
    await expect(scheduleOf().importLines(bad)).rejects.toThrow(
      new ScheduleError(
        [
          'line 2: 2026-11-20 has already started (today is 2026-11-22 UTC): its word can no longer change',
          'line 3: "xyzqw" is not a word of the Spanish dictionary',
          'line 4: expected "YYYY-MM-DD word", got "solo-una-cosa"',
        ].join('\n'),
      ),
    );
    expect((await listDailyWords(database.db)).map((row) => row.day)).toEqual([
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('refuses to import over a scheduled day unless told to replace, listing what would change', async () => {
    await schedule('2026-12-01', 'luz');
    await schedule('2026-12-02', 'mar');
    const file = '2026-12-01 nieve\n2026-12-02 mar\n2026-12-03 sol\n';
    await expect(scheduleOf().importLines(file)).rejects.toThrow(
      new ScheduleError(
        [
          'line 1: 2026-12-01 is scheduled as "luz"; it would become "nieve"',
          'Nothing was changed: import with --replace to change these days.',
        ].join('\n'),
      ),
    );
    expect((await listDailyWords(database.db)).map((row) => row.word)).toEqual(['luz', 'mar']);

    await scheduleOf().importLines(file, { replace: true });
    expect((await listDailyWords(database.db)).map((row) => row.word)).toEqual([
      'nieve',
      'mar',
      'sol',
    ]);
  });
});
