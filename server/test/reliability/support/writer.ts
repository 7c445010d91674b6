import { foldAccents } from '@words/contract/rules';
import { answerNamedBy } from '../../../src/serving/serving-ticket';
import { call, neverSent, type Reply } from './http';
import type { JwksServer } from './jwks';

/** Every write the writer made, by what it heard back. */
export interface Ledger {
  /** 201: the server said it is stored. Keys: uid; `${uid}` for answers; `${answerId}|${judge}`. */
  acknowledged: {
    players: Map<string, string>;
    answers: Map<string, string>;
    votes: Map<string, number>;
  };
  /** Sent, but no answer came back (the server died meanwhile): stored or not, nobody was told. */
  unanswered: { players: Set<string>; answers: Set<string>; votes: Set<string> };
  /** Answered with a refusal (4xx/5xx). */
  refused: number;
  /** The refusals by status. */
  refusedByStatus: Record<string, number>;
  /** Attempts that never reached a server (connection refused while it restarted), then retried. */
  notSent: number;
}

export function emptyLedger(): Ledger {
  return {
    acknowledged: { players: new Map(), answers: new Map(), votes: new Map() },
    unanswered: { players: new Set(), answers: new Set(), votes: new Set() },
    refused: 0,
    refusedByStatus: {},
    notSent: 0,
  };
}

/** Words of the Spanish dictionary to answer with; the first that is not today's word is used. */
const ANSWERS = ['verano', 'playa', 'arena', 'ola'];

/**
 * Plays like many players at once against `server()` (whichever process is running now): each
 * registers, answers today's word, then judges three answers. Keeps `concurrency` calls in
 * flight until `stop()`. Writes go into the ledger by outcome; reads that fail are skipped.
 */
export function startWriter(
  server: () => string,
  jwks: JwksServer,
  ledger: Ledger,
  options: {
    concurrency: number;
    prefix: string;
    maxPlayers: number;
    /** The client's connections: false opens one for each call (the default agent keeps them). */
    agent?: false;
    /**
     * A reply that means the server's answer never came, such as a proxy's 502 for a server that
     * died with the call: stored or not, nobody was told, as with no reply at all.
     */
    noAnswer?: (reply: Reply) => boolean;
    /** Told of every reply, writes and reads (which instance answered, say). */
    onReply?: (reply: Reply) => void;
  },
) {
  let stopping = false;
  let next = 0;
  let inFlight = 0;

  async function send(method: string, path: string, uid: string, body?: unknown) {
    inFlight += 1;
    try {
      const reply = await call(`${server()}${path}`, method, {
        token: await jwks.tokenFor(uid),
        body,
        timeoutMs: 10_000,
        agent: options.agent,
      });
      options.onReply?.(reply);
      return reply;
    } finally {
      inFlight -= 1;
    }
  }

  /** A write: its outcome into the ledger. Returns the reply when there was a 201. */
  async function write(
    record: (reply: Reply) => void,
    unanswered: () => void,
    method: string,
    path: string,
    uid: string,
    body: unknown,
  ): Promise<Reply | null> {
    // A call that never reached a server changed nothing: like a client, try it again.
    while (!stopping) {
      try {
        const reply = await send(method, path, uid, body);
        if (reply.status === 201) {
          record(reply);
          return reply;
        }
        if (options.noAnswer?.(reply)) {
          unanswered();
          return null;
        }
        ledger.refused += 1;
        ledger.refusedByStatus[reply.status] = (ledger.refusedByStatus[reply.status] ?? 0) + 1;
      } catch (error) {
        if (neverSent(error)) {
          ledger.notSent += 1;
          // The server is restarting: wait a moment instead of spinning.
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        unanswered();
      }
      return null;
    }
    return null;
  }

  async function read(path: string, uid: string): Promise<Record<string, unknown> | null> {
    try {
      const reply = await send('GET', path, uid);
      return reply.status === 200 ? (reply.body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  async function play(uid: string): Promise<void> {
    const alias = `Jugador ${uid}`;
    const body = { alias, timezone: 'Europe/Madrid', notifications: false };
    await write(
      () => ledger.acknowledged.players.set(uid, alias),
      () => ledger.unanswered.players.add(uid),
      'POST',
      '/api/user/register',
      uid,
      body,
    );
    const today = await read('/api/play/word-of-the-day', uid);
    if (typeof today?.word === 'string') {
      const word = today.word;
      const answer = ANSWERS.find((a) => foldAccents(a) !== foldAccents(word)) as string;
      await write(
        (reply) => ledger.acknowledged.answers.set(uid, (reply.body as { answer: string }).answer),
        () => ledger.unanswered.answers.add(uid),
        'POST',
        '/api/play/submit',
        uid,
        { word, answer, date: new Date().toISOString() },
      );
    }
    for (let i = 0; i < 3 && !stopping; i += 1) {
      const judged = await read('/api/vote/random', uid);
      if (typeof judged?.answer_uuid !== 'string') continue;
      // The ledger keys votes by the answer the ticket names, as the votes table does.
      const key = `${answerNamedBy(judged.answer_uuid) ?? judged.answer_uuid}|${uid}`;
      const score = Math.round(Math.random() * 1000) / 100;
      await write(
        () => ledger.acknowledged.votes.set(key, score),
        () => ledger.unanswered.votes.add(key),
        'POST',
        '/api/vote/submit',
        uid,
        { answer_uuid: judged.answer_uuid, score },
      );
    }
  }

  const workers = Array.from({ length: options.concurrency }, async () => {
    while (!stopping && next < options.maxPlayers) {
      next += 1;
      await play(`${options.prefix}${next}`);
    }
  });

  return {
    inFlight: () => inFlight,
    players: () => next,
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all(workers);
    },
  };
}
