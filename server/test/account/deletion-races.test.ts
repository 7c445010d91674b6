import { errors } from '@words/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { holdTable } from '../support/held-table';
import { miscounted, rowsOf } from '../support/recount';

/**
 * Issue 26, faults 1 and 2: on PostgreSQL a vote or an answer that commits while an account's
 * deletion is half done broke a foreign key (a 500, the player not deleted) or left the crowd's
 * counts behind. Each race is put in its worst order: the deletion is stopped on a table it
 * writes late (hidden_answers, a test session holds it locked), the other call runs, then the
 * deletion goes on.
 */
describe.skipIf(!databaseKinds.includes('postgres'))(
  'a deletion racing writes on PostgreSQL',
  () => {
    let game: TestGame;
    afterEach(() => game.close());

    const deleteAccount = (uid: string) => game.call(uid, { method: 'DELETE', url: '/api/user' });
    const vote = (uid: string, answerUuid: string) =>
      game.call(uid, {
        method: 'POST',
        url: '/api/vote/submit',
        payload: { answer_uuid: answerUuid, score: 7 },
      });

    /** Runs `racing` while the deletion of `uid` is stopped half done; gives both answers. */
    async function duringDeletion(uid: string, racing: () => Promise<LightMyRequestResponse>) {
      const held = await holdTable(game.database.db, 'hidden_answers');
      const deletion = deleteAccount(uid);
      const deleter = await held.stopped();
      const raced = racing();
      await held.answeredOrWaitingOn(deleter, raced);
      await held.release();
      return { deletion: await deletion, raced: await raced };
    }

    function expectFiledOrRefused(response: LightMyRequestResponse, code: keyof typeof errors) {
      if (response.statusCode === 201) return;
      expect(response.json()).toEqual({ error: code, message: errors[code].message });
    }

    async function expectGoneAndCounted(uid: string) {
      const rows = await rowsOf(game.database.db, uid);
      expect(rows).toEqual({ players: 0, answers: 0, votes: 0, judgePeriods: 0 });
      expect(await miscounted(game.database.db)).toEqual({
        answers: [],
        crowdDays: [],
        crowdAnswers: [],
        regionDays: [],
        regionAnswers: [],
        judges: [],
      });
    }

    it("deletes the player whose own vote commits meanwhile (fault 1: the player's vote)", async () => {
      game = await startGame('postgres');
      await game.register('bea');
      await game.submit('bea', 'luz');
      await game.register('ana');
      await game.play('ana');
      const luz = await game.answerOf('bea');

      const ticket = await game.serve('ana', luz);
      const { deletion, raced } = await duringDeletion('ana', () => vote('ana', ticket));

      expect(deletion.statusCode).toBe(204);
      expectFiledOrRefused(raced, 'NOT_REGISTERED');
      await expectGoneAndCounted('ana');
    });

    it("deletes the player while another judge's vote on their answer commits (fault 1: others' votes)", async () => {
      game = await startGame('postgres');
      await game.register('ana');
      await game.submit('ana', 'luz');
      await game.register('bea');
      await game.play('bea');
      const luz = await game.answerOf('ana');

      const ticket = await game.serve('bea', luz);
      const { deletion, raced } = await duringDeletion('ana', () => vote('bea', ticket));

      expect(deletion.statusCode).toBe(204);
      expectFiledOrRefused(raced, 'ANSWER_NOT_FOUND');
      await expectGoneAndCounted('ana');
    });

    it("lowers the crowd's counts for the answer the player files meanwhile (fault 2)", async () => {
      game = await startGame('postgres');
      await game.register('bea');
      await game.submit('bea', 'espuma');
      await game.register('ana');

      const { deletion, raced } = await duringDeletion('ana', () => game.submit('ana', 'espuma'));

      expect(deletion.statusCode).toBe(204);
      expectFiledOrRefused(raced, 'NOT_REGISTERED');
      await expectGoneAndCounted('ana');
    });
  },
);
