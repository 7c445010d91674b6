/**
 * The one place that says what a player reads when the page cannot load something from the
 * server: the text SPEC.md's error catalogue names for that call, otherwise the server's message.
 */
import { isException, serverMessage, type ApiResult } from './api-client';
import { strings } from './strings';

interface FailureTexts {
  /** No usable answer at all: the network failed, or a 500 came without an error body. */
  exception: string;
  /** A refusal that carried no message of the server's. */
  refused: string;
}

const failureTexts = {
  wordOfTheDay: { exception: strings.play.loadFailed, refused: strings.play.loadFailed },
  profile: { exception: strings.profile.loadException, refused: strings.profile.loadFailed },
  randomAnswer: { exception: strings.judging.loadFailed, refused: strings.judging.loadFailed },
  pastDay: { exception: strings.day.loadException, refused: strings.day.loadFailed },
  playerStats: {
    exception: strings.profile.loadException,
    refused: strings.profile.loadFailed,
  },
  reminders: {
    exception: strings.reminders.loadException,
    refused: strings.reminders.loadFailed,
  },
  regions: { exception: strings.regions.loadException, refused: strings.regions.loadFailed },
  region: { exception: strings.region.loadException, refused: strings.region.loadFailed },
  mapOfTheWeek: {
    exception: strings.mapOfTheWeek.loadException,
    refused: strings.mapOfTheWeek.loadFailed,
  },
  rankings: { exception: strings.rankings.loadException, refused: strings.rankings.loadFailed },
  groups: { exception: strings.groups.loadException, refused: strings.groups.loadFailed },
  group: {
    exception: strings.groups.group.loadException,
    refused: strings.groups.group.loadFailed,
  },
  invite: { exception: strings.groups.join.loadException, refused: strings.groups.join.loadFailed },
  duel: { exception: strings.duels.loadException, refused: strings.duels.loadFailed },
  duels: { exception: strings.duels.loadException, refused: strings.duels.loadFailed },
  duelInvite: { exception: strings.duels.loadException, refused: strings.duels.loadFailed },
} satisfies Record<string, FailureTexts>;

/** A call whose failure to load the page explains. */
export type LoadCall = keyof typeof failureTexts;

/** What the player reads when `call` failed with `result`. */
export function loadFailureText(call: LoadCall, result: ApiResult<unknown>): string {
  const texts: FailureTexts = failureTexts[call];
  if (isException(result)) return texts.exception;
  return serverMessage(result) ?? texts.refused;
}
