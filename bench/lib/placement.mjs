// Where the bench's processes run (taskset): with `cores`, the server, the baseline and the bare
// insert loop on one core, the load generator (this process, autocannon and all its threads) on
// another, PostgreSQL where --pg-core says; so a ratio to the baseline is the server's cost, not
// the generator's. `shared` pins nothing: everything shares every core, as before issue 19.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { log } from './log.mjs';

/**
 * @typedef {object} Placement
 * @property {'cores' | 'shared'} mode
 * @property {number | null} serverCore  the server's, the baseline's and the insert loop's
 * @property {number | null} generatorCore  the bench process's: the load generator
 * @property {number | 'all'} postgresCore  where PostgreSQL goes ('all': left alone)
 * @property {string | null} note  why the placement is shared when cores were asked for
 */

/**
 * The CPUs of a Linux CPU list, as in /proc/<pid>/status's Cpus_allowed_list or `taskset -c`.
 * @param {string} text  e.g. "0-1,4"
 * @returns {number[]}
 */
export function parseCpuList(text) {
  const cpus = [];
  for (const part of text.trim().split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`not a CPU list: ${text}`);
    const first = Number(match[1]);
    const last = Number(match[2] ?? match[1]);
    for (let cpu = first; cpu <= last; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/**
 * The placement of a run: the first two CPUs this process may use, the server on the first.
 * @param {'cores' | 'shared'} requested
 * @param {number | 'all' | null} pgCore  --pg-core; null: beside the load generator, so the
 *   server's core is the server's alone, as with a database on a machine of its own
 * @param {number[]} allowed  the CPUs this process may use
 * @returns {Placement}
 */
export function choosePlacement(requested, pgCore, allowed) {
  const shared = (/** @type {string | null} */ note) => ({
    mode: /** @type {const} */ ('shared'),
    serverCore: null,
    generatorCore: null,
    postgresCore: /** @type {const} */ ('all'),
    note,
  });
  if (requested === 'shared') return shared(null);
  const [serverCore, generatorCore] = allowed;
  if (serverCore === undefined || generatorCore === undefined) {
    return shared(`cores asked for, but the bench may use ${allowed.length} core only`);
  }
  return {
    mode: 'cores',
    serverCore,
    generatorCore,
    postgresCore: pgCore ?? generatorCore,
    note: null,
  };
}

/**
 * The placement for this machine: falls back to shared, saying why, with fewer than 2 cores or
 * no taskset.
 * @param {'cores' | 'shared'} requested
 * @param {number | 'all' | null} pgCore
 * @returns {Placement}
 */
export function resolvePlacement(requested, pgCore) {
  if (requested === 'shared') return choosePlacement('shared', null, []);
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return { ...choosePlacement('shared', null, []), note: 'cores asked for, but no taskset' };
  }
  const status = readFileSync('/proc/self/status', 'utf8');
  const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '0';
  const placement = choosePlacement(requested, pgCore, parseCpuList(list));
  if (placement.note) log(`placement: ${placement.note}; falling back to shared`);
  return placement;
}

/**
 * The command that starts `argv` on the server's core (taskset sets the affinity, then runs the
 * program in its own process, so every thread Node starts inherits it).
 * @param {Placement} placement
 * @param {string[]} argv  the program and its arguments
 * @returns {string[]}
 */
export function onServerCore(placement, argv) {
  if (placement.serverCore === null) return argv;
  return ['taskset', '-c', String(placement.serverCore), ...argv];
}

/**
 * Moves this process, every thread of it, to a role's core; later threads and processes inherit it.
 * @param {Placement} placement
 * @param {'generator' | 'server' | 'all'} role  'server' for the bare insert loop, which measures
 *   the database as the server uses it, on the server's core, while the server is stopped; 'all'
 *   for what is no load (Lighthouse's browser)
 */
export function moveBench(placement, role) {
  if (placement.mode === 'shared') return;
  const core = role === 'server' ? placement.serverCore : placement.generatorCore;
  setAffinity(process.pid, role === 'all' ? allCpus() : String(core));
}

/** @param {number} pid @param {string} cpus  a CPU list */
function setAffinity(pid, cpus) {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** Every CPU of the machine, as a CPU list. */
const allCpus = () => `0-${os.cpus().length - 1}`;

/**
 * Puts the PostgreSQL server of `url` on placement.postgresCore: the postmaster and every process
 * it has started (new backends inherit the postmaster's affinity). Only for a server on this
 * machine that this user may move; otherwise says why not. `restore` puts them all back on every
 * core, also when the bench is interrupted.
 * @param {Placement} placement
 * @param {string} url
 * @returns {Promise<{ placed: string, restore: () => void }>}
 */
export async function placePostgres(placement, url) {
  const none = (/** @type {string} */ placed) => ({ placed, restore: () => {} });
  if (placement.mode === 'shared' || placement.postgresCore === 'all') return none('all cores');
  if (!isLocal(url)) return none('not placed: PostgreSQL is not on this machine');
  const postmaster = await postmasterOf(url);
  if (postmaster === null) return none('not placed: its postmaster is not visible here');
  const core = String(placement.postgresCore);
  try {
    moveTree(postmaster, core);
  } catch (error) {
    return none(`not placed: taskset refused (${/** @type {Error} */ (error).message})`);
  }
  const restore = () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    moveTree(postmaster, allCpus(), true);
  };
  const interrupted = (/** @type {NodeJS.Signals} */ signal) => {
    restore();
    log(`PostgreSQL back on every core (${signal})`);
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return { placed: `core ${core}`, restore };
}

/**
 * Sets the affinity of the postmaster, then of each of its children (all their threads).
 * @param {number} postmaster @param {string} cpus @param {boolean} [bestEffort]  never throws
 */
function moveTree(postmaster, cpus, bestEffort = false) {
  try {
    setAffinity(postmaster, cpus);
  } catch (error) {
    if (!bestEffort) throw error;
    log(`could not set PostgreSQL's affinity to ${cpus}: ${/** @type {Error} */ (error).message}`);
  }
  for (const child of childrenOf(postmaster)) {
    try {
      setAffinity(child, cpus);
    } catch {
      // A backend that ended meanwhile.
    }
  }
}

/** @param {string} url */
function isLocal(url) {
  const { hostname, searchParams } = new URL(url);
  const host = searchParams.get('host') ?? hostname;
  return ['', 'localhost', '127.0.0.1', '[::1]', '::1'].includes(host) || host.startsWith('/');
}

/**
 * The pid of the postmaster serving `url`: the parent of this connection's backend, if that is a
 * postgres process of this machine.
 * @param {string} url
 * @returns {Promise<number | null>}
 */
async function postmasterOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    const parent = parentOf(Number(rows[0].pid));
    return parent !== null && commandOf(parent) === 'postgres' ? parent : null;
  } finally {
    await client.end();
  }
}

/**
 * The postmaster of `url` when PostgreSQL runs on this machine and it is visible here, else null.
 * @param {string} url
 */
export async function localPostmasterOf(url) {
  return isLocal(url) ? postmasterOf(url) : null;
}

/** @param {number} pid @returns {number | null} */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name in parentheses: state, then the parent's pid.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** @param {number} pid */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** @param {number} parent */
export function childrenOf(parent) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent);
}

/**
 * The report's line on where things ran.
 * @param {Placement} placement
 * @param {string[]} postgres  where PostgreSQL was, as placePostgres said, one per PostgreSQL run
 */
export function describePlacement(placement, postgres) {
  const places = [...new Set(postgres)];
  const pgText = places.length ? `, PostgreSQL ${places.map(pgWhere).join(' / ')}` : '';
  if (placement.mode === 'shared') {
    const who = places.length
      ? 'the server, the baseline, the load generator and PostgreSQL'
      : 'the server, the baseline and the load generator';
    const why = placement.note ? ` (${placement.note})` : '';
    return `Placement: shared, nothing pinned: ${who} share the machine's cores${why}.`;
  }
  return (
    `Placement: server and baseline on core ${placement.serverCore}, load generator on core ` +
    `${placement.generatorCore}${pgText}; the bare insert loop on core ${placement.serverCore} ` +
    `(taskset; \`--placement shared\` pins nothing).`
  );
}

/** @param {string} placed */
const pgWhere = (placed) => (placed.startsWith('not placed') ? placed : `on ${placed}`);
