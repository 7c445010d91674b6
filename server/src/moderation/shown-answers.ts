import { sql } from 'kysely';
import type { HiddenReason } from '../db/schema';

/** An answer's id as the query names it (`a.id`). */
type AnswerId = `${string}.id`;

/**
 * The answers the public may see: those no report, operator or ban has hidden (decision 0023).
 * Whatever serves, ranks or shows others' answers keeps to these, as every score counts votes
 * through countedVotes.
 */
export const isShown = (answerId: AnswerId) =>
  sql<boolean>`not exists (select 1 from hidden_answers h where h.answer_id = ${sql.ref(answerId)})`;

/** Why an answer is hidden ('reports', 'operator', 'banned'), null while it is shown: as `hidden`. */
export const hiddenReason = (answerId: AnswerId) =>
  sql<HiddenReason | null>`(select h.reason from hidden_answers h where h.answer_id = ${sql.ref(answerId)})`.as(
    'hidden',
  );
