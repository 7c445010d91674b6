import { createHmac, timingSafeEqual } from 'node:crypto';
import { limits } from '@words/contract/limits';

/**
 * The serving ticket (decision 0054): vote/random hands an answer to a judge as its `answer_uuid`,
 * a ticket the server signs, so that a vote, a skip or a report proves the game handed that
 * answer to that judge without anything stored. It names the answer and when it was handed out;
 * the judge is named by its MAC (HMAC-SHA256), which only the judge it was handed to matches.
 */

/** The keys tickets are signed with: the current one, and the one it replaced with when. */
export interface ServingKeys {
  current: Buffer;
  /** A rotated-out key: its tickets handed out up to `until` still hold for the served window. */
  previous: { key: Buffer; until: Date } | null;
}

/** What a ticket that holds says: the answer handed out, and when. */
export interface Served {
  answerId: string;
  servedAt: Date;
}

/** Key length in bytes (the HMAC's own output size), for keys made here and keys configured. */
export const SERVING_KEY_BYTES = 32;

/** Longer strings are no ticket of ours: refused before any work. */
const MAX_TICKET_LENGTH = 256;
const TICKET = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const macOf = (key: Buffer, payload: Buffer, judgeUid: string) =>
  // The payload is JSON, which never holds a raw NUL: the judge after one cannot blur into it.
  createHmac('sha256', key).update(payload).update('\0').update(judgeUid).digest();

/**
 * Who a peña's ticket is signed for (decision 0061): the judge within that peña, so that it holds
 * for that peña's vote and skip only, never for a public one nor another peña's.
 */
export const judgeInPena = (judgeUid: string, groupId: string): string => `${judgeUid}\0${groupId}`;

/** The ticket handing `answerId` to `judgeUid` at `servedAt`, signed with `key`. */
export function signTicket(
  key: Buffer,
  answerId: string,
  judgeUid: string,
  servedAt: Date,
): string {
  const payload = Buffer.from(JSON.stringify([answerId, servedAt.getTime()]));
  return `${payload.toString('base64url')}.${macOf(key, payload, judgeUid).toString('base64url')}`;
}

/**
 * The answer a ticket names, read without checking it: for tests and tools that follow what the
 * server handed out, never to act on (servedTo checks). Undefined for what is no ticket's shape.
 */
export function answerNamedBy(ticket: string): string | undefined {
  const parts = ticket.length <= MAX_TICKET_LENGTH ? TICKET.exec(ticket) : null;
  if (!parts) return undefined;
  try {
    const [answerId] = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString()) as [
      unknown,
    ];
    return typeof answerId === 'string' ? answerId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a signed payload says, when it is of the shape signTicket makes: an answer id and a served
 * time in whole milliseconds. A signature proves who signed, not that the signer was sound (a
 * leaked key signs anything), so the shape is checked all the same.
 */
function servedIn(payload: Buffer): Served | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload.toString());
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [answerId, servedAtMs] = parsed as unknown[];
  if (typeof answerId !== 'string' || !Number.isSafeInteger(servedAtMs)) return null;
  return { answerId, servedAt: new Date(servedAtMs as number) };
}

export interface ServingTickets {
  /** The ticket for handing `answerId` to `judgeUid` at `now`. */
  ticketFor(answerId: string, judgeUid: string, now: Date): Promise<string>;
  /**
   * What `ticket` says, when the server signed it for `judgeUid` within the served window
   * (`limits.servedAnswerHours`) before `now`; null for anything else, whatever the string.
   */
  servedTo(ticket: string, judgeUid: string, now: Date): Promise<Served | null>;
}

/** Tickets signed with the keys `load` gives, read on first use and again after a failure. */
export function createServingTickets(load: () => Promise<ServingKeys>): ServingTickets {
  const windowMs = limits.servedAnswerHours * 3_600_000;
  // The MAC is compared as the text signTicket writes, not as the bytes the text decodes to: the
  // last of its 43 characters carries two unused bits, which a decoder ignores, so four texts
  // decode to one MAC and a ticket changed in them would still hold.
  const signedBy = (payload: Buffer, mac: Buffer, judgeUid: string, key: Buffer) =>
    timingSafeEqual(Buffer.from(macOf(key, payload, judgeUid).toString('base64url')), mac);
  let loading: Promise<ServingKeys> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  return {
    async ticketFor(answerId, judgeUid, now) {
      return signTicket((await loaded()).current, answerId, judgeUid, now);
    },

    async servedTo(ticket, judgeUid, now) {
      const parts = ticket.length <= MAX_TICKET_LENGTH ? TICKET.exec(ticket) : null;
      if (!parts) return null;
      const payload = Buffer.from(parts[1] as string, 'base64url');
      // The payload too only as signTicket writes it (its unused bits clear, no stray character).
      if (payload.toString('base64url') !== parts[1]) return null;
      const mac = Buffer.from(parts[2] as string);
      const keys = await loaded();
      const { previous } = keys;
      const byCurrent = signedBy(payload, mac, judgeUid, keys.current);
      if (!byCurrent && !(previous && signedBy(payload, mac, judgeUid, previous.key))) return null;
      const served = servedIn(payload);
      if (!served) return null;
      const { servedAt } = served;
      // A time that is no integer, or later than now, would pass every comparison below (NaN
      // compares false) or outlast the window: what a leaked key could sign to never expire.
      if (servedAt.getTime() > now.getTime()) return null;
      // A rotated-out key signs nothing new: what bears its MAC was handed out before it went.
      if (!byCurrent && previous && servedAt > previous.until) return null;
      if (now.getTime() - servedAt.getTime() > windowMs) return null;
      return served;
    },
  };
}
