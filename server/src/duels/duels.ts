import { randomUUID } from 'node:crypto';
import type {
  CreatedDuel,
  DuelCounted,
  DuelDetail,
  DuelInvite,
  DuelNudged,
  DuelsResponse,
  DuelSummary,
  DuelWordBody,
  DuelWordFiled,
  NewDuelBody,
  PairStreak,
} from '@words/contract/api/duels';
import type { SpellingQuestion } from '@words/contract/api/play';
import { addDays, dayOf, type Day } from '@words/contract/day';
import { normaliseAnswer } from '../answers/normalise-answer';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockPlayers } from '../db/row-locks';
import { fellowMember } from '../groups/memberships';
import { isInvitationCode, newInvitationCode } from '../invitations/invitation-code';
import type { Periods } from '../periods/periods';
import type { LiveDictionary } from '../words/live-dictionary';
import type { WordOfTheDay } from '../words/word-of-the-day';
import { countRevealedRound, crowdAnswersNext, crowdDuelFor } from './crowd-mind';
import { readDuels, seatOf, uidsOf, type ReadDuel } from './duel-facts';
import {
  inPlay,
  isTurnOf,
  pairStreak,
  wordsSaidTo,
  type DuelProgress,
  type PairRun,
  type Seat,
} from './duel-rules';
import {
  aliasesOf,
  countDuelsOn,
  duelsOf,
  duelsOfPair,
  findDuel,
  insertCount,
  insertDuel,
  insertRound,
  inviteOf,
  lockDuel,
  setFriend,
} from './duels.repository';
import { nudgesFor, refuseNudge } from './nudge';
import { insertNudge, nudgesOn } from './nudges.repository';
import { sameWordIn } from './same-word';

/**
 * Who is told it is their turn in duel `id`: once a round's word is filed ('Ana ha respondido: te
 * toca'), or by the other's «Te toca» (`nudge`).
 */
export type TurnNotice = (to: string, fromAlias: string, id: string, nudge?: boolean) => void;

/** Mente gemela (issue 49): two players look for the same word, from their answers of the day. */
export interface Duels {
  create(uid: string, body: NewDuelBody): Promise<CreatedDuel>;
  /** Takes a link; `joined` is false when the caller was in the duel already. */
  join(uid: string, code: string): Promise<{ joined: boolean; id: string }>;
  /** «La mente del público»: the caller's duel of today against the crowd, made if new. */
  againstCrowd(uid: string): Promise<{ made: boolean; id: string }>;
  /** What /mente/CODE shows, signed out too. */
  invite(code: string): Promise<DuelInvite>;
  list(uid: string): Promise<DuelsResponse>;
  /** For its two players only: DUEL_NOT_FOUND for anyone else. */
  detail(uid: string, id: string): Promise<DuelDetail>;
  /** Files the caller's word of the round being played, or asks which spelling they mean first. */
  answer(
    uid: string,
    id: string,
    body: DuelWordBody,
  ): Promise<DuelWordFiled | { ask: SpellingQuestion }>;
  /** The caller's «¡Cuenta!» on the latest revealed round (`round`, as the path gives it). */
  count(uid: string, id: string, round: string): Promise<DuelCounted>;
  /** The caller's «Te toca» to the other player, once a day while they wait on their word. */
  nudge(uid: string, id: string): Promise<DuelNudged>;
}

/**
 * Why the player in `seat` may not give a word now: the duel ended, or it is not their turn. The
 * first round is the day's answer, given on /play while the day lasts, in the duel once it ended.
 */
function refuseTurn(progress: DuelProgress, seat: Seat, dayOver: boolean): void {
  if (!inPlay(progress.state) && progress.state !== 'waiting') throw new AppError('DUEL_OVER');
  if ((progress.round === 1 && !dayOver) || !isTurnOf(progress, seat)) {
    throw new AppError('NOT_YOUR_TURN');
  }
}

/**
 * Why the player in `seat` may not say «¡Cuenta!» on `round` now: it must be the latest revealed
 * round of a duel not matched, expired nor abandoned. It returns when they may, and when they said
 * it already on the round it matched (a repeated press is nothing new).
 */
function refuseCount(progress: DuelProgress, round: number, seat: Seat): void {
  if (progress.state === 'expired' || progress.state === 'abandoned') {
    throw new AppError('DUEL_OVER');
  }
  const latest = progress.revealed.length;
  if (!Number.isInteger(round) || round < 1 || round > latest) {
    throw new AppError('DUEL_ROUND_NOT_REVEALED');
  }
  if (progress.state === 'match') {
    if (round === progress.matchedIn && progress.counted[round - 1]?.[seat]) return;
    throw new AppError('DUEL_ALREADY_MATCHED');
  }
  if (round < latest) throw new AppError('DUEL_ROUND_NOT_LATEST');
}

export function createDuels(deps: {
  db: Db;
  periods: Periods;
  words: WordOfTheDay;
  dictionary: LiveDictionary;
  maxPerDay: number;
  onTurn?: TurnNotice;
}): Duels {
  const { db, periods, maxPerDay } = deps;

  /** Where these duels stand at `now`, their words judged by today's dictionary. */
  const read = async (on: Db, rows: Parameters<typeof readDuels>[1], now: Date) =>
    readDuels(on, rows, now, sameWordIn(await deps.dictionary.current()));

  /** The player's row locked first, as every writer does (db/row-locks.ts): a deleted one is nobody. */
  const lockRegistered = async (trx: Db, uids: string[]) => {
    const found = await lockPlayers(trx, uids, 'noKeyUpdate');
    return uids.every((uid) => found.has(uid));
  };

  /**
   * The players about to be seated, locked (a ban or a duel of theirs elsewhere waits, or is read):
   * whether each is registered, and each one's standing. Nobody banned is seated in a duel.
   */
  const lockSeated = async (trx: Db, uids: string[]) => {
    const found = await lockPlayers(trx, uids, 'noKeyUpdate', ['banned_at']);
    return {
      registered: uids.every((uid) => found.has(uid)),
      banned: (uid: string) => found.get(uid)?.banned_at != null,
    };
  };

  /** Whether the player is seated in the day's limit of duels already, in whatever seat. */
  const atLimit = async (trx: Db, uid: string, day: Day) =>
    (await countDuelsOn(trx, uid, day)) >= maxPerDay;

  const refuseOverLimit = async (trx: Db, uid: string, day: Day) => {
    if (await atLimit(trx, uid, day)) throw new AppError('TOO_MANY_DUELS');
  };

  /** The duel, read for one of its players; anyone else learns nothing. */
  const duelOf = async (uid: string, id: string) => {
    const row = await findDuel(db, id);
    const seat = row ? seatOf(row, uid) : null;
    if (!row || seat === null) throw new AppError('DUEL_NOT_FOUND');
    return { row, seat };
  };

  /** The running streaks of the caller with each partner of these duels. */
  const streaksWith = async (uid: string, partners: readonly string[], now: Date) => {
    const streaks = new Map<string, PairRun>();
    for (const partner of new Set(partners)) {
      const duels = await read(db, await duelsOfPair(db, uid, partner), now);
      const days = duels.map(({ row, progress }) => ({ day: row.day, state: progress.state }));
      streaks.set(partner, pairStreak(days, dayOf(now)));
    }
    return streaks;
  };

  /** The «Te toca» of today in these duels, by duel. */
  const nudgesOfToday = async (rows: readonly ReadDuel[], today: Day) => {
    const nudges = await nudgesOn(
      db,
      rows.map(({ row }) => row.id),
      today,
    );
    return (id: string) => nudges.filter((nudge) => nudge.duel_id === id);
  };

  const summaryOf = (
    { row, progress }: ReadDuel,
    uid: string,
    aliases: Map<string, string>,
    nudges: Parameters<typeof nudgesFor>[2],
  ): DuelSummary => {
    const seat = seatOf(row, uid) ?? 0;
    const partner = uidsOf(row)[1 - seat] ?? null;
    return {
      id: row.id,
      date: row.day,
      partner: (partner !== null && aliases.get(partner)) || null,
      crowd: row.against === 'crowd',
      state: progress.state,
      your_turn: isTurnOf(progress, seat),
      round: progress.round,
      nudged: nudgesFor(progress, seat, nudges).nudged,
    };
  };

  const partnersOf = (rows: readonly ReadDuel[], uid: string) =>
    rows
      .map(({ row }) => uidsOf(row).find((other) => other !== null && other !== uid))
      .filter((other): other is string => other !== undefined);

  return {
    async create(uid, body) {
      const today = periods.today();
      const friend =
        body.group_id === undefined && body.member_id === undefined
          ? null
          : await fellowMember(db, body.group_id ?? '', body.member_id ?? '', uid, today);
      if (friend === uid) throw new AppError('OWN_DUEL');
      const duel = {
        id: randomUUID(),
        day: today,
        invite_code: newInvitationCode(),
        challenger_uid: uid,
        friend_uid: friend,
        abandoned_at: null,
        created_at: periods.now().toISOString(),
      };
      await retriedTransaction(db, async (trx) => {
        const uids = friend === null ? [uid] : [uid, friend];
        const seated = await lockSeated(trx, uids);
        if (!seated.registered) {
          throw new AppError(friend === null ? 'NOT_REGISTERED' : 'MEMBER_NOT_FOUND');
        }
        if (seated.banned(uid)) throw new AppError('BANNED');
        await refuseOverLimit(trx, uid, today);
        // A peña-mate challenged from their row is seated at once: their limit holds as a join's.
        if (friend !== null && (seated.banned(friend) || (await atLimit(trx, friend, today)))) {
          throw new AppError('PARTNER_CANNOT_DUEL');
        }
        await insertDuel(trx, duel);
      });
      return { id: duel.id, invite_code: duel.invite_code };
    },

    async join(uid, code) {
      if (!isInvitationCode(code)) throw new AppError('DUEL_NOT_FOUND');
      const today = periods.today();
      // The player first, then the duel: two friends on one link take it one after the other.
      return retriedTransaction(db, async (trx) => {
        const seated = await lockSeated(trx, [uid]);
        if (!seated.registered) throw new AppError('NOT_REGISTERED');
        if (seated.banned(uid)) throw new AppError('BANNED');
        const duel = await lockDuel(trx, { inviteCode: code });
        if (!duel || duel.against === 'crowd') throw new AppError('DUEL_NOT_FOUND');
        if (duel.challenger_uid === uid) throw new AppError('OWN_DUEL');
        if (duel.friend_uid === uid) return { joined: false, id: duel.id };
        if (duel.abandoned_at !== null || duel.day < today) throw new AppError('DUEL_OVER');
        if (duel.friend_uid !== null) throw new AppError('DUEL_FULL');
        await refuseOverLimit(trx, uid, today);
        await setFriend(trx, duel.id, uid);
        return { joined: true, id: duel.id };
      });
    },

    async againstCrowd(uid) {
      const today = periods.today();
      const sameWord = sameWordIn(await deps.dictionary.current());
      return retriedTransaction(db, async (trx) => {
        const seated = await lockSeated(trx, [uid]);
        if (!seated.registered) throw new AppError('NOT_REGISTERED');
        if (seated.banned(uid)) throw new AppError('BANNED');
        const found = await crowdDuelFor(trx, uid, today, periods.now(), sameWord, () =>
          refuseOverLimit(trx, uid, today),
        );
        return found;
      });
    },

    async invite(code) {
      const invite = isInvitationCode(code) ? await inviteOf(db, code) : undefined;
      if (!invite) throw new AppError('DUEL_NOT_FOUND');
      return { challenger: invite.alias };
    },

    async list(uid) {
      const now = periods.now();
      const today = dayOf(now);
      const since = addDays(today, -1);
      // Today's and yesterday's, and older ones still in play: a paused duel stays in 'Mis retos'.
      const listed = (await read(db, await duelsOf(db, uid), now)).filter(
        ({ row, progress }) => row.day >= since || inPlay(progress.state),
      );
      const partners = partnersOf(listed, uid);
      const aliases = await aliasesOf(db, partners);
      const streaks = await streaksWith(uid, partners, now);
      const nudges = await nudgesOfToday(listed, today);
      const pairStreaks: PairStreak[] = [...streaks]
        .filter(([, run]) => run.streak > 0)
        .map(([partner, run]) => ({ partner: aliases.get(partner) ?? '', streak: run.streak }))
        .sort((a, b) => b.streak - a.streak || a.partner.localeCompare(b.partner));
      return {
        duels: listed.map((duel) => summaryOf(duel, uid, aliases, nudges(duel.row.id))),
        pair_streaks: pairStreaks,
      };
    },

    async detail(uid, id) {
      const now = periods.now();
      const today = dayOf(now);
      const { row, seat } = await duelOf(uid, id);
      const [duel] = await read(db, [row], now);
      if (!duel) throw new AppError('DUEL_NOT_FOUND');
      const partners = partnersOf([duel], uid);
      const aliases = await aliasesOf(db, partners);
      const { progress } = duel;
      const other = (1 - seat) as 0 | 1;
      const last = progress.revealed.at(-1);
      const playing = inPlay(progress.state) || progress.state === 'waiting';
      const nudges = (await nudgesOfToday([duel], today))(row.id);
      const run = (await streaksWith(uid, partners, now)).get(partners[0] ?? '');
      return {
        ...summaryOf(duel, uid, aliases, nudges),
        word: await deps.words.wordFor(row.day),
        invite_code: progress.state === 'waiting' && seat === 0 ? row.invite_code : null,
        rounds: progress.revealed.map(([a, b], index) => ({
          round: index + 1,
          yours: seat === 0 ? a : b,
          theirs: seat === 0 ? b : a,
          you_counted: progress.counted[index]?.[seat] ?? false,
          they_counted: progress.counted[index]?.[other] ?? false,
        })),
        current: playing
          ? {
              round: progress.round,
              between: last ? [last[seat], last[other]] : null,
              yours: progress.pending[seat],
              theirs_answered: progress.pending[other] !== null,
            }
          : null,
        matched_in: progress.matchedIn,
        pair_streak: run?.streak ?? 0,
        pair_streak_saved: run?.saved ?? [],
        may_nudge: nudgesFor(progress, seat, nudges).may_nudge,
        day_over: row.day < today,
      };
    },

    async answer(uid, id, body) {
      const { row, seat } = await duelOf(uid, id);
      // Refused before the word is looked at, then again under the duel's lock.
      const dayOver = () => row.day < periods.today();
      refuseTurn((await read(db, [row], periods.now()))[0]!.progress, seat, dayOver());
      const word = await deps.words.wordFor(row.day);
      const dictionary = await deps.dictionary.current();
      // The rules of an answer, against the duel's word of the day.
      const normalised = normaliseAnswer(body.word, word, dictionary, body.spelling === 'as_typed');
      if ('ask' in normalised) return normalised;
      const filed = normalised.filed;
      const now = periods.now();
      const result = await retriedTransaction(db, async (trx) => {
        if (!(await lockRegistered(trx, [uid]))) throw new AppError('NOT_REGISTERED');
        const locked = await lockDuel(trx, { id });
        const seat = locked ? seatOf(locked, uid) : null;
        if (!locked || seat === null) throw new AppError('DUEL_NOT_FOUND');
        const [duel] = await readDuels(trx, [locked], now, sameWordIn(dictionary));
        const progress = duel!.progress;
        refuseTurn(progress, seat, dayOver());
        if (wordsSaidTo(progress, seat).has(filed)) throw new AppError('WORD_ALREADY_SAID');
        await insertRound(trx, {
          duel_id: id,
          round: progress.round,
          seat: seat + 1,
          word: filed,
          created_at: now.toISOString(),
        });
        const uids = uidsOf(locked);
        await countRevealedRound(trx, progress, seat, filed, uids);
        await crowdAnswersNext(trx, locked, progress, filed, now, sameWordIn(dictionary));
        const partner = uidsOf(locked)[1 - seat] ?? null;
        const revealed = progress.pending[1 - seat] !== null;
        return {
          round: progress.round,
          word: filed,
          revealed,
          waitingOn: revealed ? null : partner,
        };
      });
      if (result.waitingOn !== null && deps.onTurn) {
        const alias = (await aliasesOf(db, [uid])).get(uid);
        if (alias) deps.onTurn(result.waitingOn, alias, id);
      }
      return { round: result.round, word: result.word, revealed: result.revealed };
    },

    async count(uid, id, path) {
      const round = Number(path);
      const now = periods.now();
      // Before the transaction: SQLite's one connection would wait on it to reload the word lists.
      const sameWord = sameWordIn(await deps.dictionary.current());
      return retriedTransaction(db, async (trx) => {
        if (!(await lockRegistered(trx, [uid]))) throw new AppError('NOT_REGISTERED');
        const locked = await lockDuel(trx, { id });
        const seat = locked ? seatOf(locked, uid) : null;
        if (!locked || seat === null) throw new AppError('DUEL_NOT_FOUND');
        const before = (await readDuels(trx, [locked], now, sameWord))[0]!.progress;
        refuseCount(before, round, seat);
        await insertCount(trx, {
          duel_id: id,
          round,
          seat: seat + 1,
          created_at: now.toISOString(),
        });
        const after = (await readDuels(trx, [locked], now, sameWord))[0]!.progress;
        return { round, matched: after.matchedIn === round };
      });
    },

    async nudge(uid, id) {
      const now = periods.now();
      const today = dayOf(now);
      // Before the transaction: SQLite's one connection would wait on it to reload the word lists.
      const sameWord = sameWordIn(await deps.dictionary.current());
      const to = await retriedTransaction(db, async (trx) => {
        if (!(await lockRegistered(trx, [uid]))) throw new AppError('NOT_REGISTERED');
        const locked = await lockDuel(trx, { id });
        const seat = locked ? seatOf(locked, uid) : null;
        if (!locked || seat === null) throw new AppError('DUEL_NOT_FOUND');
        refuseNudge((await readDuels(trx, [locked], now, sameWord))[0]!.progress, seat);
        const nudge = { duel_id: id, seat: seat + 1, day: today, created_at: now.toISOString() };
        if (!(await insertNudge(trx, nudge))) throw new AppError('ALREADY_NUDGED');
        return uidsOf(locked)[1 - seat] ?? null;
      });
      const alias = (await aliasesOf(db, [uid])).get(uid);
      if (to !== null && alias && deps.onTurn) deps.onTurn(to, alias, id, true);
      return { date: today };
    },
  };
}
