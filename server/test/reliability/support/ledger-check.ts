import type { Ledger } from './writer';
import type { StoredRows } from './stored-rows';

function countBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * Compares what the server acknowledged with what it stored. Returns every discrepancy (none is
 * the only good answer) and the figures: acknowledged, found, sent without an answer, and how
 * many of those turned out stored.
 */
export function checkLedger(ledger: Ledger, rows: StoredRows) {
  const problems: string[] = [];
  const { acknowledged: ack, unanswered } = ledger;

  const players = countBy(rows.players, (p) => p.uid);
  for (const [uid, alias] of ack.players) {
    const found = players.get(uid) ?? [];
    if (found.length !== 1 || found[0]?.alias !== alias) {
      problems.push(`player ${uid}: acknowledged, stored ${found.length} times`);
    }
  }
  for (const uid of players.keys()) {
    if (!ack.players.has(uid) && !unanswered.players.has(uid)) {
      problems.push(`player ${uid}: stored, but never acknowledged nor sent without an answer`);
    }
  }

  const answers = countBy(rows.answers, (a) => a.player_uid);
  for (const [uid, answer] of ack.answers) {
    const found = answers.get(uid) ?? [];
    if (found.length !== 1 || found[0]?.answer !== answer) {
      problems.push(`answer of ${uid}: acknowledged "${answer}", stored ${found.length} times`);
    }
  }
  for (const uid of answers.keys()) {
    if (!ack.answers.has(uid) && !unanswered.answers.has(uid)) {
      problems.push(`answer of ${uid}: stored, but never acknowledged nor sent without an answer`);
    }
  }

  const votes = countBy(rows.votes, (v) => `${v.answer_id}|${v.judge_uid}`);
  for (const [key, score] of ack.votes) {
    const found = votes.get(key) ?? [];
    if (found.length !== 1 || found[0]?.score !== Math.round(score * 100)) {
      problems.push(`vote ${key}: acknowledged ${score}, stored ${found.length} times`);
    }
  }
  for (const key of votes.keys()) {
    if (!ack.votes.has(key) && !unanswered.votes.has(key)) {
      problems.push(`vote ${key}: stored, but never acknowledged nor sent without an answer`);
    }
  }

  // Each answer's counters are written in the vote's transaction: they must match its votes.
  const votesOf = countBy(rows.votes, (v) => v.answer_id);
  for (const answer of rows.answers) {
    const its = votesOf.get(answer.id) ?? [];
    const total = its.reduce((sum, v) => sum + v.score, 0);
    if (answer.vote_count !== its.length || answer.score_total !== total) {
      problems.push(
        `answer ${answer.id}: counters ${answer.vote_count}/${answer.score_total}, votes ${its.length}/${total}`,
      );
    }
  }

  const stored = (keys: Set<string>, found: Map<string, unknown>) =>
    [...keys].filter((key) => found.has(key)).length;
  const figures = {
    acknowledged: { players: ack.players.size, answers: ack.answers.size, votes: ack.votes.size },
    found: { players: rows.players.length, answers: rows.answers.length, votes: rows.votes.length },
    sentWithoutAnswer: {
      players: unanswered.players.size,
      answers: unanswered.answers.size,
      votes: unanswered.votes.size,
    },
    sentWithoutAnswerButStored: {
      players: stored(unanswered.players, players),
      answers: stored(unanswered.answers, answers),
      votes: stored(unanswered.votes, votes),
    },
    refused: ledger.refused,
    notSent: ledger.notSent,
  };
  return { problems, figures };
}
