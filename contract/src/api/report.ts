import { Type, type Static } from 'typebox';
import { ServingTicket } from './vote';

/** Why a judge reports an answer: 'Ofensiva', 'No es una palabra', 'Otro motivo'. */
export const ReportReason = Type.Union([
  Type.Literal('offensive'),
  Type.Literal('not_a_word'),
  Type.Literal('other'),
]);
export type ReportReason = Static<typeof ReportReason>;

/** POST /api/vote/report: only an answer the game handed this judge. */
export const ReportBody = Type.Object(
  {
    /** The serving ticket vote/random handed out with the answer (see ServingTicket). */
    answer_uuid: ServingTicket,
    reason: ReportReason,
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

/**
 * POST /api/play/day/:date/report: an answer as the public lists show it (today's crowd after
 * playing, a past day's page). It reports every answer of that day with that text but the
 * caller's own (decision 0043).
 */
export const ReportShownBody = Type.Object(
  { answer: Type.String(), reason: ReportReason },
  { additionalProperties: false },
);
export type ReportShownBody = Static<typeof ReportShownBody>;

export const ReportResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type ReportResponse = Static<typeof ReportResponse>;
