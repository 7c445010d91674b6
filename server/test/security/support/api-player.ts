import { answerNamedBy } from '../../../src/serving/serving-ticket';
import type { JwksServer } from '../../reliability/support/jwks';

export interface ApiReply {
  status: number;
  /** The body as it came, byte for byte. */
  text: string;
  json(): unknown;
}

/** Words a new account answers with; it takes the first the day's word allows. */
const ANSWERS = ['montaña', 'río', 'camino', 'puerta', 'ventana', 'reloj'];

/**
 * A player of the built server, as the page would call it: every call signed with an RS256 ID
 * token of the loopback key set.
 */
export function apiPlayer(
  baseUrl: string,
  jwks: JwksServer,
  uid: string,
  /** The player's clock: the date its answers carry. */
  now: () => Date = () => new Date(),
) {
  const call = async (method: string, url: string, body?: unknown): Promise<ApiReply> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await jwks.tokenFor(uid)}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as unknown };
  };
  const expectStatus = (reply: ApiReply, status: number, what: string) => {
    if (reply.status !== status) throw new Error(`${uid} ${what}: ${reply.status} ${reply.text}`);
    return reply;
  };
  /** The ticket of each answer this account was handed, by the answer's id. */
  const tickets = new Map<string, string>();

  return {
    uid,
    call,
    /** Signs in with Google for the first time and registers. */
    async signUp() {
      expectStatus(await call('POST', '/api/user/login'), 200, 'login');
      const alias = `Cuenta ${uid.slice(-6)}`;
      const body = { alias, timezone: 'Europe/Madrid', notifications: false };
      expectStatus(await call('POST', '/api/user/register', body), 201, 'register');
    },
    /** Plays today's word. */
    async playToday() {
      const today = expectStatus(await call('GET', '/api/play/word-of-the-day'), 200, 'word');
      const { word } = today.json() as { word: string };
      for (const answer of ANSWERS) {
        const date = now().toISOString();
        const filed = await call('POST', '/api/play/submit', { word, answer, date });
        if (filed.status === 201) return;
      }
      throw new Error(`${uid} could not play ${word}`);
    },
    /** GET /api/vote/random: the answer's id, or the reply that hands none (nothing left, a refusal). */
    async served(): Promise<{ id: string } | { refused: ApiReply }> {
      const reply = await call('GET', '/api/vote/random');
      const body = reply.json() as { answer_uuid?: string };
      if (reply.status !== 200 || body.answer_uuid === undefined) return { refused: reply };
      const id = answerNamedBy(body.answer_uuid) ?? body.answer_uuid;
      tickets.set(id, body.answer_uuid);
      return { id };
    },
    // With the ticket the account was handed for the answer, or the bare id as an attacker sends it.
    vote: (id: string, score: number) =>
      call('POST', '/api/vote/submit', { answer_uuid: tickets.get(id) ?? id, score }),
    skip: (id: string) => call('POST', '/api/vote/skip', { answer_uuid: tickets.get(id) ?? id }),
    report: (id: string) =>
      call('POST', '/api/vote/report', { answer_uuid: tickets.get(id) ?? id, reason: 'other' }),
  };
}

export type ApiPlayer = ReturnType<typeof apiPlayer>;

/**
 * What an attacker's account does with the answers /rate hands it until none is left: `act`
 * says what to do with each ('skip' skips it); returns how many answers it was handed.
 */
export async function judgeEverything(
  player: ApiPlayer,
  act: (id: string) => Promise<'done' | 'skip'>,
): Promise<number> {
  for (let handed = 0; handed < 100; handed++) {
    const served = await player.served();
    if ('refused' in served) return handed;
    if ((await act(served.id)) === 'skip') {
      const skipped = await player.skip(served.id);
      if (skipped.status !== 204) throw new Error(`skip: ${skipped.status} ${skipped.text}`);
    }
  }
  throw new Error(`${player.uid} was handed 100 answers`);
}
