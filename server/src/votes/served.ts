/** A vote or a report counts only for an answer vote/random handed to that judge within this time. */
const SERVED_ANSWER_HOURS = 6;

const ANSWER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `id` can be an answer_uuid at all: anything else is no answer, without a query. */
export const isAnswerUuid = (id: string) => ANSWER_UUID.test(id);

/** The oldest hand-out of an answer that still lets its judge vote on it or report it. */
export const servedSince = (now: Date) =>
  new Date(now.getTime() - SERVED_ANSWER_HOURS * 3_600_000).toISOString();
