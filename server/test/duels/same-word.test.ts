import { beforeAll, describe, expect, it } from 'vitest';
import { sameWordIn } from '../../src/duels/same-word';
import { loadDictionary } from '../../src/words/dictionary';

describe("a duel's two words", () => {
  let sameWord: ReturnType<typeof sameWordIn>;
  beforeAll(async () => {
    sameWord = sameWordIn(await loadDictionary());
  });

  const one = 'are one word';
  it.each`
    a            | b            | judged
    ${'gato'}    | ${'gatos'}   | ${one}
    ${'gatos'}   | ${'gato'}    | ${one}
    ${'cancion'} | ${'canción'} | ${one}
    ${'niño'}    | ${'niña'}    | ${one}
    ${'vuelo'}   | ${'volar'}   | ${one}
    ${'volar'}   | ${'vuelo'}   | ${one}
    ${'lápiz'}   | ${'lápices'} | ${one}
    ${'mar'}     | ${'océano'}  | ${'are two words'}
    ${'lago'}    | ${'río'}     | ${'are two words'}
  `('«$a» and «$b» $judged', ({ a, b, judged }: { a: string; b: string; judged: string }) => {
    expect(sameWord(a, b)).toBe(judged === one);
  });
});
