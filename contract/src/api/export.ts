import { Type, type Static } from 'typebox';
import { ExportedDuel } from './duels';
import { ReportReason } from './report';
import { Day } from './shared';

/** GET /api/user/export: everything WORDS stores about the player, as a JSON attachment. */
export const DataExport = Type.Object({
  exportedAt: Type.String(),
  registration: Type.Object({
    uid: Type.String(),
    alias: Type.String(),
    timezone: Type.String(),
    notifications: Type.Boolean(),
    registeredAt: Type.String(),
    /** '¿De dónde es tu español?' as the player answered it; null when they did not. */
    region: Type.Union([Type.String(), Type.Null()]),
  }),
  answers: Type.Array(
    Type.Object({
      date: Day,
      word: Type.String(),
      answer: Type.String(),
      submittedAt: Type.String(),
      /** Mean of the votes that count, rounded to 2 decimals; null with none. */
      score: Type.Union([Type.Number(), Type.Null()]),
      votes: Type.Integer(),
      hidden: Type.Boolean(),
    }),
  ),
  votes: Type.Array(
    Type.Object({
      word: Type.String(),
      answer: Type.String(),
      score: Type.Number(),
      votedAt: Type.String(),
    }),
  ),
  /** The reminder's settings, its devices and whether a calendar address exists. */
  reminders: Type.Object({
    enabled: Type.Boolean(),
    hour: Type.Union([Type.Integer(), Type.Null()]),
    timezone: Type.Union([Type.String(), Type.Null()]),
    calendar: Type.Boolean(),
    devices: Type.Array(Type.Object({ endpoint: Type.String(), addedAt: Type.String() })),
  }),
  reports: Type.Array(
    Type.Object({
      word: Type.String(),
      answer: Type.String(),
      reason: ReportReason,
      reportedAt: Type.String(),
    }),
  ),
  /**
   * The peñas the player is in (added with peñas; optional so a download made before still reads):
   * each one's name, when they joined, whether they own it and how many members it has.
   */
  groups: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        joinedAt: Type.String(),
        owner: Type.Boolean(),
        members: Type.Integer(),
      }),
    ),
  ),
  /** The votes the player cast within their peñas (decision 0060; optional as `groups`). */
  penaVotes: Type.Optional(
    Type.Array(
      Type.Object({
        group: Type.String(),
        word: Type.String(),
        answer: Type.String(),
        score: Type.Number(),
        votedAt: Type.String(),
      }),
    ),
  ),
  /** The player's Mente gemela duels (optional, as `groups`). */
  duels: Type.Optional(Type.Array(ExportedDuel)),
});
export type DataExport = Static<typeof DataExport>;
