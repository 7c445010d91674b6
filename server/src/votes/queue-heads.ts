import { performance } from 'node:perf_hooks';
import type { Db } from '../db/database';
import type { AnswerRow } from '../db/schema';
import { comesBefore, type QueueScope, type QueueTier } from './judging-queue';
import { drawPickKey } from './pick-key';
import { CHECKED_TOGETHER, readQueueHead, servableOf } from './queue.repository';

/** Answers a head holds. */
export const HEAD_SIZE = 128;
/** A head is read again after this long, so what other instances file and count shows in it. */
export const HEAD_MAX_AGE_MS = 1_000;
/** Heads not read for this long are forgotten (a period that closed, a day no longer walked). */
const UNUSED_MS = 60_000;

/**
 * The head of one part of the queue as this process hands it out: answers of its most urgent
 * tier (null: nothing to judge there), each handed in turn from the cursor, read again once all
 * have been, when it is older than HEAD_MAX_AGE_MS, or when this process saw it move (stale).
 */
interface Head {
  scope: QueueScope;
  tier: QueueTier | null;
  answers: AnswerRow[];
  cursor: number;
  readAt: number;
  stale: boolean;
  /** Times it was found stale: a read that began before the last of them leaves it stale. */
  marks: number;
  reading: Promise<void> | null;
}

/**
 * The heads of the judging queue (decision 0050): vote/random hands out each part's most urgent
 * answers from memory and checks only the one it hands against the judge's rules (servableTo,
 * by primary key), instead of walking the queue's index on every call.
 */
export interface QueueHeads {
  /**
   * The answer to hand `judgeUid` from the most urgent of these parts' heads (the older part on a
   * tie); undefined when the heads hold nothing for this judge (their own, judged, skipped, a
   * peña-mate's…, or nothing at all: another instance may have filed an answer a moment ago) or
   * have moved since they were read: the caller walks the queue then.
   */
  take(db: Db, scopes: readonly QueueScope[], judgeUid: string): Promise<AnswerRow | undefined>;
  /** An answer was filed in this period with this karma: the heads it is not behind are read again. */
  filed(db: Db, periodStart: string, queueRank: number): void;
  /** Answers may have become more urgent (an author's karma, votes taken away): every head is read again. */
  moved(db: Db): void;
}

/** Answers of a head one call has claimed, and the head's answers and tier they were claimed from. */
interface Claimed {
  from: AnswerRow[];
  tier: QueueTier | null;
  answers: AnswerRow[];
}

const keyOf = (scope: QueueScope) =>
  'day' in scope ? `day ${scope.day}` : `period ${scope.periodStart}`;

const sameTier = (a: QueueTier, b: QueueTier) =>
  a.vote_count === b.vote_count && a.queue_rank === b.queue_rank;

export function createQueueHeads(size = HEAD_SIZE, maxAgeMs = HEAD_MAX_AGE_MS): QueueHeads {
  /** By database (tests run several in one process), then by part of the queue. */
  const headsByDb = new WeakMap<Db, Map<string, Head>>();

  function headsOf(db: Db): Map<string, Head> {
    let heads = headsByDb.get(db);
    if (!heads) {
      heads = new Map();
      headsByDb.set(db, heads);
    }
    return heads;
  }

  function markStale(head: Head) {
    head.stale = true;
    head.marks += 1;
  }

  async function read(db: Db, head: Head): Promise<void> {
    const marks = head.marks;
    const read = await readQueueHead(db, head.scope, size, drawPickKey());
    head.tier = read?.tier ?? null;
    head.answers = read?.answers ?? [];
    head.cursor = 0;
    head.readAt = performance.now();
    head.stale = head.marks !== marks;
  }

  /** The part's head, read again where it is stale; calls meanwhile wait for the same read. */
  async function headOf(db: Db, scope: QueueScope): Promise<Head> {
    const heads = headsOf(db);
    const key = keyOf(scope);
    let head = heads.get(key);
    if (!head) {
      forgetUnused(heads);
      head = {
        scope,
        tier: null,
        answers: [],
        cursor: 0,
        readAt: 0,
        stale: true,
        marks: 0,
        reading: null,
      };
      heads.set(key, head);
    }
    if (!head.reading && (head.stale || performance.now() - head.readAt >= maxAgeMs)) {
      const reading = read(db, head);
      head.reading = reading;
      // Whatever the read gives, the next call may read again.
      void reading.then(
        () => void (head.reading = null),
        () => void (head.reading = null),
      );
    }
    if (head.reading) await head.reading;
    return head;
  }

  function forgetUnused(heads: Map<string, Head>) {
    const now = performance.now();
    for (const [key, head] of heads) {
      if (!head.reading && now - head.readAt > UNUSED_MS) heads.delete(key);
    }
  }

  /**
   * Claims the next `count` answers from the cursor for one call, before it checks them: calls
   * that check at the same moment are handed different answers. (Claimed once checked, twelve
   * judges asking at once were all handed the cursor's answer, and the rest of the tier waited.)
   * Once all have been claimed, the head is read again.
   */
  function claim(head: Head, count: number): Claimed {
    const from = head.answers;
    const answers = from.slice(head.cursor, head.cursor + count);
    head.cursor += answers.length;
    if (head.cursor >= from.length) markStale(head);
    return { from, tier: head.tier, answers };
  }

  /**
   * Puts claimed answers the call did not hand back before the cursor, so that others are handed
   * them in this round (a judge's own answer, say). Nothing, if the head was read anew meanwhile.
   */
  function giveBack(head: Head, { from, answers }: Claimed) {
    if (head.answers !== from) return;
    for (const answer of answers) {
      const at = from.indexOf(answer);
      if (at < 0 || at >= head.cursor) continue;
      head.cursor -= 1;
      from[at] = from[head.cursor] as AnswerRow;
      from[head.cursor] = answer;
    }
  }

  /**
   * The first claimed answer this judge may be handed, with its votes as they stand; the tier it
   * was claimed from; and the rest, passed over.
   */
  async function check(db: Db, claimed: Claimed, judgeUid: string) {
    const ids = claimed.answers.map((answer) => answer.id);
    const byId = new Map((await servableOf(db, ids, judgeUid)).map((row) => [row.id, row]));
    const first = claimed.answers.find((answer) => byId.has(answer.id));
    const passedOver = {
      ...claimed,
      answers: claimed.answers.filter((answer) => answer !== first),
    };
    return { handed: first && byId.get(first.id), tier: claimed.tier, passedOver };
  }

  return {
    async take(db, scopes, judgeUid) {
      let best: (Head & { tier: QueueTier }) | undefined;
      for (const scope of scopes) {
        const head = await headOf(db, scope);
        if (head.tier && head.answers.length > 0 && (!best || comesBefore(head.tier, best.tier))) {
          best = head as Head & { tier: QueueTier };
        }
      }
      if (!best) return undefined;
      const head = best;
      // Most judges may be handed the next answer: one lookup by key. Otherwise the next few.
      let { handed, tier, passedOver } = await check(db, claim(head, 1), judgeUid);
      if (!handed) {
        const next = claim(head, CHECKED_TOGETHER);
        // Given back once the next are claimed, so that this judge does not check it twice.
        giveBack(head, passedOver);
        ({ handed, tier, passedOver } = await check(db, next, judgeUid));
      }
      giveBack(head, passedOver);
      if (!handed) return undefined;
      // Still in the tier of the head it was claimed from (read again meanwhile, perhaps).
      if (tier && sameTier(handed, tier)) return handed;
      // Voted on since the head was read (or taken back): it has moved, for everyone.
      markStale(head);
      return undefined;
    },

    filed(db, periodStart, queueRank) {
      const filed = { vote_count: 0, queue_rank: queueRank };
      for (const head of headsOf(db).values()) {
        // A day's head walks an earlier day: today's answers are not in it.
        if (!('periodStart' in head.scope) || head.scope.periodStart !== periodStart) continue;
        // Before the head's tier or among its equals: at random among them, it may come first.
        if (!head.tier || !comesBefore(head.tier, filed)) markStale(head);
      }
    },

    moved(db) {
      for (const head of headsOf(db).values()) markStale(head);
    },
  };
}
