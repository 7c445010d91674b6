// Peñas for the players of a day of play, made through the game's own calls before they play:
// one peña per few players, the first makes it ('Crear una peña') and the others join by its
// invitation. Not measured: the seed has no peñas, and a day of play visits one.
import { addressOf, uidOf } from './dataset.mjs';

/** Requests of the set-up in flight at once. */
const IN_FLIGHT = 32;

/**
 * @param {import('./open-loop.mjs').OpenClient} client
 * @param {number[]} players  in order: each run of `members` of them forms a peña
 * @param {number} members
 * @param {(uid: string) => string} tokenOf
 * @returns {Promise<Map<number, string>>}  each player's peña id
 */
export async function formPenas(client, players, members, tokenOf) {
  const request = (
    /** @type {number} */ p,
    /** @type {string} */ path,
    /** @type {object} */ body,
    /** @type {number[]} */ expected,
  ) =>
    client
      .send({
        method: 'POST',
        path,
        token: tokenOf(uidOf(p)),
        address: addressOf(p),
        body: JSON.stringify(body),
      })
      .then((answer) => {
        if (!expected.includes(answer.status)) {
          throw new Error(
            `making the day's peñas: ${path} answered ${answer.status || answer.error} ${answer.body.slice(0, 200)}`,
          );
        }
        return JSON.parse(answer.body);
      });
  /** @type {Map<number, string>} */
  const penaOf = new Map();
  const owners = [];
  for (let i = 0; i < players.length; i += members) owners.push(i);
  /** @type {Map<number, string>} */
  const codes = new Map();
  await inBatches(owners, async (i) => {
    const owner = /** @type {number} */ (players[i]);
    const made = await request(owner, '/api/groups', { name: `Peña ${owner}` }, [201]);
    penaOf.set(owner, made.id);
    codes.set(i, made.invite_code);
  });
  const joiners = players.map((_, i) => i).filter((i) => i % members !== 0);
  await inBatches(joiners, async (i) => {
    const p = /** @type {number} */ (players[i]);
    const owner = i - (i % members);
    await request(p, '/api/groups/join', { code: codes.get(owner) }, [201]);
    penaOf.set(p, /** @type {string} */ (penaOf.get(/** @type {number} */ (players[owner]))));
  });
  return penaOf;
}

/**
 * @template T
 * @param {T[]} items
 * @param {(item: T) => Promise<void>} task
 */
async function inBatches(items, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, items.length) }, async () => {
      while (next < items.length) await task(/** @type {T} */ (items[next++]));
    }),
  );
}
