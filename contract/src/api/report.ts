import { Type, type Static } from 'typebox';

/** Why a judge reports an answer: 'Ofensiva', 'No es una palabra', 'Otro motivo'. */
export const ReportReason = Type.Union([
  Type.Literal('offensive'),
  Type.Literal('not_a_word'),
  Type.Literal('other'),
]);
export type ReportReason = Static<typeof ReportReason>;

/** POST /api/vote/report: only an answer the game handed this judge. */
export const ReportBody = Type.Object(
  { answer_uuid: Type.String(), reason: ReportReason },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type ReportResponse = Static<typeof ReportResponse>;
