// The seeded rows of each table, as column-ordered tuples, generated in chunks from the dataset.
import { answerId, PENA_MEMBERS, penaId, penaIndexOf, uidOf } from './dataset.mjs';

/** @typedef {import('./dataset.mjs').Dataset} Dataset */
/** @typedef {(string | number)[]} Row */

export const columns = {
  // The seeded crowd has played for weeks: established judges, whose votes count (decision 0039).
  players: [
    'uid',
    'alias',
    'alias_key',
    'timezone',
    'notifications',
    'created_at',
    'established_at',
  ],
  daily_words: ['day', 'word', 'source', 'created_at'],
  answers: [
    'id',
    'player_uid',
    'day',
    'word',
    'answer',
    'period_start',
    'created_at',
    'vote_count',
    'score_total',
    'pick_key',
  ],
  votes: ['answer_id', 'judge_uid', 'score', 'created_at'],
  crowd_days: ['day', 'players'],
  groups: ['id', 'name', 'invite_code', 'created_at'],
  group_members: ['group_id', 'player_uid', 'id', 'seat', 'joined_at'],
  crowd_answers: ['day', 'answer', 'sort_key', 'players'],
};

/** An answer's text as the seed files it (never the word of its day). */
function answerText(
  /** @type {Dataset} */ ds,
  /** @type {number} */ d,
  /** @type {number} */ index,
) {
  const text = ds.answerTextOf(index);
  return text === ds.words[d] ? `${text}s` : text;
}

/**
 * @param {Dataset} ds
 * @param {keyof typeof columns} table
 * @param {number} chunkSize
 * @returns {Generator<Row[]>}
 */
export function* rowsOf(ds, table, chunkSize) {
  /** @type {Row[]} */
  let chunk = [];
  const flush = function* () {
    if (chunk.length > 0) yield chunk;
    chunk = [];
  };
  const created = `${ds.dayList[0]}T00:00:00.000Z`;
  if (table === 'players') {
    for (let p = 0; p < ds.size.players; p++) {
      chunk.push([uidOf(p), `Jugador ${p}`, `jugador ${p}`, 'Europe/Madrid', 0, created, created]);
      if (chunk.length >= chunkSize) yield* flush();
    }
  } else if (table === 'groups' || table === 'group_members') {
    // Every player in a peña of PENA_MEMBERS (dataset.mjs), seated in player order.
    for (let p = 0; p < ds.size.players; p++) {
      const pena = penaIndexOf(p);
      const seat = (p % PENA_MEMBERS) + 1;
      if (table === 'groups') {
        if (seat === 1) chunk.push([penaId(pena), `Peña ${pena}`, `bench-pena-${pena}`, created]);
      } else {
        chunk.push([
          penaId(pena),
          uidOf(p),
          `00000000-0000-4000-a000-${p.toString(16).padStart(12, '0')}`,
          seat,
          created,
        ]);
      }
      if (chunk.length >= chunkSize) yield* flush();
    }
  } else if (table === 'crowd_days' || table === 'crowd_answers') {
    // The counters filing keeps, as filing these answers would have left them.
    for (let d = 0; d < ds.size.days; d++) {
      const day = ds.dayList[d];
      if (table === 'crowd_days') {
        chunk.push([day, ds.perDay]);
        continue;
      }
      /** @type {Map<string, number>} */
      const counts = new Map();
      for (let k = 0; k < ds.perDay; k++) {
        const answer = answerText(ds, d, d * ds.perDay + k);
        counts.set(answer, (counts.get(answer) ?? 0) + 1);
      }
      for (const [answer, players] of counts)
        chunk.push([day, answer, ds.sortKeyOf(answer), players]);
      if (chunk.length >= chunkSize) yield* flush();
    }
  } else if (table === 'daily_words') {
    // Every day but today: the server fixes today's word on the first request, as at midnight.
    for (let d = 0; d < ds.size.days - 1; d++) {
      chunk.push([ds.dayList[d], ds.words[d], 'pool', `${ds.dayList[d]}T00:00:00.000Z`]);
    }
  } else {
    for (let d = 0; d < ds.size.days; d++) {
      const day = ds.dayList[d];
      const period = ds.periodOfDay(d);
      const at = `${day}T00:00:30.000Z`;
      for (let k = 0; k < ds.perDay; k++) {
        const index = d * ds.perDay + k;
        const author = ds.authorOf(d, k);
        const votes = ds.voteCountOf(index);
        if (table === 'answers') {
          let total = 0;
          for (let j = 0; j < votes; j++) total += ds.scoreOf(index, j);
          const answer = answerText(ds, d, index);
          chunk.push([
            answerId(index),
            uidOf(author),
            day,
            ds.words[d],
            answer,
            period,
            at,
            votes,
            total,
            ds.pickKeyOf(index),
          ]);
        } else {
          for (let j = 0; j < votes; j++) {
            chunk.push([
              answerId(index),
              uidOf(ds.judgeOf(index, author, j)),
              ds.scoreOf(index, j),
              at,
            ]);
          }
        }
        if (chunk.length >= chunkSize) yield* flush();
      }
    }
  }
  yield* flush();
}

/** How many rows of each table the dataset seeds. */
export function rowCounts(/** @type {Dataset} */ ds) {
  let votes = 0;
  for (let index = 0; index < ds.answers; index++) votes += ds.voteCountOf(index);
  return { players: ds.size.players, answers: ds.answers, votes };
}
