import { errors, type ErrorCode } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModeration } from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * Every rule of judging, in every venue (judging/venue.ts): one table of refusals, run against
 * public judging and a peña's. A venue that forgot a rule fails its row here.
 */

/** Where a case judges: the venue's calls, its author's answer and its own rules. */
interface Venue {
  name: string;
  /** Whose answer the judge `juez` may score here. */
  author: string;
  url(what: 'random' | 'submit' | 'skip'): string;
  /** A ticket of this venue handing `answerId` to `uid`. */
  serve(uid: string, answerId: string): Promise<string>;
  /** A ticket of the other venue for the same. */
  serveElsewhere(uid: string, answerId: string): Promise<string>;
  /** Breaks the venue's rule on the author since the ticket was handed out. */
  authorOutOfRule(): Promise<void>;
  /** A signed-in player who may not judge here, and how the venue refuses them. */
  outsider: { uid: string; refused: ErrorCode };
}

/** A refusal: what happens between handing the answer out and the vote, and its code. */
interface Refusal {
  /** Sets the case up; gives the vote to cast (judge, ticket, score), `juez`'s by default. */
  given(venue: Venue): Promise<{ judge?: string; ticket?: string; score?: number }>;
  refused: ErrorCode | ((venue: Venue) => ErrorCode);
}

describe.each(databaseKinds)('the refusals of judging on %s', (kind) => {
  let game: TestGame;
  let groupId: string;
  let inviteCode: string;
  const answers: Record<string, string> = {};
  const moderation = () => createModeration({ db: game.database.db, clock: game.clock });
  const call = (uid: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    game.call(uid, { method, url, ...(payload && { payload }) });

  const venues: Venue[] = [
    {
      name: 'public judging',
      author: 'otro',
      url: (what) => `/api/vote/${what}`,
      serve: (uid, answerId) => game.serve(uid, answerId),
      serveElsewhere: (uid, answerId) => game.serve(uid, answerId, groupId),
      // The author joins the judge's peña: a peña-mate's answer is never judged in public.
      authorOutOfRule: async () => {
        expect((await game.joinGroup('otro', inviteCode)).statusCode).toBe(201);
      },
      outsider: { uid: 'nadie', refused: 'NOT_REGISTERED' },
    },
    {
      name: 'a peña',
      author: 'ana',
      url: (what) => `/api/groups/${groupId}/vote/${what}`,
      serve: (uid, answerId) => game.serve(uid, answerId, groupId),
      serveElsewhere: (uid, answerId) => game.serve(uid, answerId),
      // The author leaves the peña: only its members' answers are judged there.
      authorOutOfRule: async () => {
        expect((await call('ana', 'POST', `/api/groups/${groupId}/leave`)).statusCode).toBe(200);
      },
      outsider: { uid: 'otro', refused: 'NOT_A_MEMBER' },
    },
  ];

  /** The venue author's answer of Monday, handed to `juez` now. */
  const handed = (venue: Venue, judge = 'juez') => venue.serve(judge, answers[venue.author] ?? '');

  const refusals: Record<string, Refusal> = {
    'a score out of range': { given: async () => ({ score: 10.5 }), refused: 'INVALID_SCORE' },
    'a ticket nobody handed out': {
      given: async () => ({ ticket: 'eyJ4Ijoxfq.bm8' }),
      refused: 'ANSWER_NOT_SERVED',
    },
    'a ticket handed to another judge': {
      given: async (v) => ({ ticket: await handed(v, 'ana' === v.author ? 'otro' : 'ana') }),
      refused: 'ANSWER_NOT_SERVED',
    },
    'a ticket of the other venue': {
      given: async (v) => ({ ticket: await v.serveElsewhere('juez', answers[v.author] ?? '') }),
      refused: 'ANSWER_NOT_SERVED',
    },
    'the judge’s own answer': {
      given: async (v) => ({ ticket: await v.serve('juez', answers.juez ?? '') }),
      refused: 'OWN_ANSWER',
    },
    'an answer hidden by the operators since': {
      given: async (v) => {
        const ticket = await handed(v);
        await moderation().hide(answers[v.author] ?? '', 'operadora');
        return { ticket };
      },
      refused: 'ANSWER_NOT_SERVED',
    },
    // Others' reports refuse nothing: an answer they hold is still judged (decision 0066).
    'an answer the judge reported': {
      // dora reports it in public, then joins the peña: reported is out of her judging anywhere.
      given: async (v) => {
        await game.register('dora');
        const answerId = answers[v.author] ?? '';
        const report = await call('dora', 'POST', '/api/vote/report', {
          answer_uuid: await game.serve('dora', answerId),
          reason: 'offensive',
        });
        expect(report.statusCode).toBe(201);
        expect((await game.joinGroup('dora', inviteCode)).statusCode).toBe(201);
        return { judge: 'dora', ticket: await v.serve('dora', answerId) };
      },
      refused: 'ANSWER_NOT_SERVED',
    },
    'an answer the judge skipped': {
      given: async (v) => {
        const ticket = await handed(v);
        const skip = await call('juez', 'POST', v.url('skip'), { answer_uuid: ticket });
        expect(skip.statusCode).toBe(204);
        return { ticket };
      },
      refused: 'ANSWER_NOT_SERVED',
    },
    'an answer the judge voted on': {
      given: async (v) => {
        const ticket = await handed(v);
        const vote = await call('juez', 'POST', v.url('submit'), { answer_uuid: ticket, score: 7 });
        expect(vote.statusCode).toBe(201);
        return { ticket };
      },
      refused: 'ALREADY_VOTED',
    },
    'an answer whose author deleted their account since': {
      given: async (v) => {
        const ticket = await handed(v);
        expect((await call(v.author, 'DELETE', '/api/user')).statusCode).toBe(204);
        return { ticket };
      },
      refused: 'ANSWER_NOT_FOUND',
    },
    'an answer of a week no longer judged': {
      given: async (v) => {
        game.clock.advanceDays(14);
        return { ticket: await handed(v) };
      },
      refused: 'VOTING_CLOSED',
    },
    'today’s answer to a judge who has not played today': {
      given: async (v) => {
        await game.play(v.author);
        return { ticket: await v.serve('juez', await game.answerOf(v.author)) };
      },
      refused: 'PLAY_TODAY_FIRST',
    },
    'a judge banned since': {
      given: async (v) => {
        const ticket = await handed(v);
        await moderation().ban('juez', 'operadora');
        return { ticket };
      },
      refused: 'BANNED',
    },
    'an author out of the venue’s rule since': {
      given: async (v) => {
        const ticket = await handed(v);
        await v.authorOutOfRule();
        return { ticket };
      },
      refused: 'ANSWER_NOT_SERVED',
    },
    'a judge the venue does not take': {
      given: async (v) => ({
        judge: v.outsider.uid,
        ticket: await handed(v, v.outsider.uid),
      }),
      refused: (v) => v.outsider.refused,
    },
  };

  /**
   * The refusals a skip shares with the vote ('Saltar' stores a skip, so it proves its ticket as
   * a vote does): a score is none of its business, and the judge's standing is the vote's
   * transaction's to check.
   */
  const skipRefusals = [
    'a ticket nobody handed out',
    'a ticket handed to another judge',
    'a ticket of the other venue',
    'the judge’s own answer',
    'an answer hidden by the operators since',
    'an answer the judge reported',
    'an answer the judge skipped',
    // A ticket scored with stops there: no skip is stored beside the vote (issue 59, point 6).
    'an answer the judge voted on',
    'an answer whose author deleted their account since',
    'an answer of a week no longer judged',
    'today’s answer to a judge who has not played today',
    'an author out of the venue’s rule since',
  ].map((name) => [name, refusals[name]] as [string, Refusal]);

  beforeEach(async () => {
    // Monday: ana (in juez's peña), otro (in none) and juez answer. Tuesday nobody has played yet.
    game = await startGame(kind);
    for (const uid of ['ana', 'otro', 'juez']) await game.register(uid);
    const group = await game.createGroup('ana', 'La peña');
    groupId = group.id;
    inviteCode = group.invite_code;
    expect((await game.joinGroup('juez', inviteCode)).statusCode).toBe(201);
    for (const uid of ['ana', 'otro', 'juez']) {
      await game.play(uid);
      answers[uid] = await game.answerOf(uid);
    }
    game.clock.advanceDays(1);
  });
  afterEach(() => game.close());

  const votesKept = async () => ({
    votes: (await game.database.db.selectFrom('votes').select('judge_uid').execute()).length,
    pena: (await game.database.db.selectFrom('pena_votes').select('judge_uid').execute()).length,
    skips: (await game.database.db.selectFrom('skipped_answers').select('judge_uid').execute())
      .length,
  });

  describe.each(venues.map((venue) => [venue.name, venue] as const))('in %s', (_, venue) => {
    it.each(Object.entries(refusals))('refuses %s, and keeps nothing', async (_case, refusal) => {
      const given = await refusal.given(venue);
      const ticket = given.ticket ?? (await handed(venue));
      const before = await votesKept();
      const vote = await call(given.judge ?? 'juez', 'POST', venue.url('submit'), {
        answer_uuid: ticket,
        score: given.score ?? 8,
      });
      const code = typeof refusal.refused === 'function' ? refusal.refused(venue) : refusal.refused;
      expect([vote.statusCode, vote.json()]).toEqual([
        errors[code].status,
        { error: code, message: errors[code].message },
      ]);
      expect(await votesKept()).toEqual(before);
    });

    it.each(skipRefusals)('refuses the skip of %s, and keeps nothing', async (_case, refusal) => {
      const given = await refusal.given(venue);
      const ticket = given.ticket ?? (await handed(venue));
      const before = await votesKept();
      const skip = await call(given.judge ?? 'juez', 'POST', venue.url('skip'), {
        answer_uuid: ticket,
      });
      const code = typeof refusal.refused === 'function' ? refusal.refused(venue) : refusal.refused;
      expect([skip.statusCode, skip.json()]).toEqual([
        errors[code].status,
        { error: code, message: errors[code].message },
      ]);
      expect(await votesKept()).toEqual(before);
    });

    it('casts the vote no rule refuses', async () => {
      const vote = await call('juez', 'POST', venue.url('submit'), {
        answer_uuid: await handed(venue),
        score: 8,
      });
      expect(vote.statusCode).toBe(201);
      expect(vote.json()).toMatchObject({ success: true, answer: { score: 8, votes: 1 } });
    });

    it('says there is nothing left to judge as a result, not an error', async () => {
      const random = () => call('juez', 'GET', venue.url('random'));
      // Monday's answer of the venue's author is all there is before juez plays today.
      const first = await random();
      expect(first.statusCode).toBe(200);
      const skip = await call('juez', 'POST', venue.url('skip'), {
        answer_uuid: first.json().answer_uuid,
      });
      expect(skip.statusCode).toBe(204);
      const reason = (error: ErrorCode) => ({ done: true, error, message: errors[error].message });
      expect([(await random()).statusCode, (await random()).json()]).toEqual([
        200,
        reason('PLAY_TODAY_FIRST'),
      ]);
      await game.play('juez');
      expect((await random()).json()).toEqual(reason('NO_MORE_QUESTIONS'));
    });
  });
});
