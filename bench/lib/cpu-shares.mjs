// How busy each process of a run is, as a share of one core: the server (and SQLite in it), the
// PostgreSQL cluster (its postmaster and every process it started, backends that ended included),
// and the load generator (this process); and how busy each core of the machine is, whoever keeps
// it busy. Read at the start and the end of a window.
import { readFileSync } from 'node:fs';
import { childrenOf, localPostmasterOf } from './placement.mjs';
import { cpuSecondsOf } from './processes.mjs';

/** A core this busy is at its limit. */
const SATURATED = 0.9;

/**
 * @typedef {object} CpuShares  of one core over the window: 1 is a core busy all the time
 * @property {number} server
 * @property {number | null} database  PostgreSQL's; null on SQLite (it runs inside the server) or
 *   when its processes are not visible here
 * @property {number} generator
 * @property {number[]} cores  each core's busy share, by its number, every process counted
 */

/**
 * @param {object} o
 * @param {import('./processes.mjs').Running} o.server
 * @param {string | null} o.postgresUrl  the database's, on PostgreSQL
 */
export async function cpuMeter({ server, postgresUrl }) {
  const postmaster = postgresUrl ? await localPostmasterOf(postgresUrl) : null;
  const postgresSeconds = () => {
    if (postmaster === null) return null;
    let seconds = cpuSecondsOf(postmaster, true);
    for (const child of childrenOf(postmaster)) {
      try {
        seconds += cpuSecondsOf(child);
      } catch {
        // A backend that ended meanwhile: its time is the postmaster's children's now.
      }
    }
    return seconds;
  };
  const read = () => {
    const generator = process.cpuUsage();
    return {
      at: performance.now(),
      server: server.cpuSeconds(),
      database: postgresSeconds(),
      generator: (generator.user + generator.system) / 1e6,
      cores: coreTimes(),
    };
  };
  return {
    /** Starts a window; its `end` gives the shares over it. */
    start() {
      const from = read();
      return {
        /** @returns {CpuShares} */
        end() {
          const to = read();
          const seconds = (to.at - from.at) / 1000;
          const share = (/** @type {number} */ a, /** @type {number} */ b) =>
            Math.round((100 * (b - a)) / seconds) / 100;
          return {
            server: share(from.server, to.server),
            database:
              from.database === null || to.database === null
                ? null
                : share(from.database, to.database),
            generator: share(from.generator, to.generator),
            cores: to.cores.map((core, i) => {
              const before = from.cores[i] ?? { busy: 0, all: 0 };
              return Math.round((100 * (core.busy - before.busy)) / (core.all - before.all)) / 100;
            }),
          };
        },
      };
    },
  };
}

/**
 * Each core's busy and total time so far, from /proc/stat (idle and waiting on the disk are not
 * busy).
 */
function coreTimes() {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line))
    .map((line) => {
      const [user, nice, system, idle, iowait, ...rest] = line.split(/\s+/).slice(1).map(Number);
      const busy = Number(user) + Number(nice) + Number(system);
      const others = rest.slice(0, 3).reduce((a, b) => a + b, 0);
      return { busy: busy + others, all: busy + others + Number(idle) + Number(iowait) };
    });
}

/**
 * @typedef {object} Saturation
 * @property {'server' | 'database' | 'generator'} busiest  the process with the largest share
 *   on the busiest core
 * @property {number} coreShare  that core's busy share
 * @property {boolean} saturated  whether that core is at its limit
 * @property {string} text
 * @property {string | null} otherWork  a core of the bench busy with other processes, if any
 */

/** Other processes' share of a bench core that says the machine was not the bench's alone. */
const OTHER_WORK = 0.15;

/**
 * What is at its core's limit at a step: the server alone on its core; PostgreSQL and the
 * generator each on theirs, or together when they share one. And whether other processes kept
 * the bench's cores busy too.
 * @param {CpuShares} cpu
 * @param {{ serverCore: number | null, generatorCore: number | null,
 *   databaseBesideGenerator: boolean }} where
 * @returns {Saturation}
 */
export function saturationOf(cpu, { serverCore, generatorCore, databaseBesideGenerator }) {
  const pct = (/** @type {number} */ x) => `${Math.round(x * 100)} %`;
  /** @type {{ share: number, busiest: Saturation['busiest'], text: string }[]} */
  const cores = [{ share: cpu.server, busiest: 'server', text: `the server, ${pct(cpu.server)}` }];
  const database = cpu.database;
  if (database !== null && databaseBesideGenerator) {
    const busiest = database >= cpu.generator ? 'database' : 'generator';
    cores.push({
      share: database + cpu.generator,
      busiest,
      text: `the core of PostgreSQL (${pct(database)}) and the generator (${pct(cpu.generator)}), ${pct(database + cpu.generator)}`,
    });
  } else {
    if (database !== null) {
      cores.push({ share: database, busiest: 'database', text: `PostgreSQL, ${pct(database)}` });
    }
    cores.push({
      share: cpu.generator,
      busiest: 'generator',
      text: `the generator, ${pct(cpu.generator)}`,
    });
  }
  const top = cores.reduce((a, b) => (b.share > a.share ? b : a));
  const saturated = top.share >= SATURATED;
  const busy = (/** @type {number | null} */ core) =>
    core === null ? undefined : cpu.cores?.[core];
  const [serverBusy, generatorBusy] = [busy(serverCore), busy(generatorCore)];
  /** @type {{ cores: string, busy: number | undefined, bench: number }[]} */
  const bench =
    database === null || databaseBesideGenerator
      ? [
          { cores: `core ${serverCore} was`, busy: serverBusy, bench: cpu.server },
          {
            cores: `core ${generatorCore} was`,
            busy: generatorBusy,
            bench: cpu.generator + (database ?? 0),
          },
        ]
      : // PostgreSQL on other cores than the generator's: the two cores together.
        [
          {
            cores: `cores ${serverCore} and ${generatorCore} together were`,
            busy:
              serverBusy === undefined || generatorBusy === undefined
                ? undefined
                : serverBusy + generatorBusy,
            bench: cpu.server + cpu.generator + database,
          },
        ];
  const others = bench.flatMap(({ cores, busy, bench }) =>
    busy !== undefined && busy - bench >= OTHER_WORK
      ? [`${cores} ${pct(busy)} busy, ${pct(busy - bench)} of it other processes'`]
      : [],
  );
  return {
    busiest: top.busiest,
    coreShare: top.share,
    saturated,
    text: saturated
      ? `${top.text} of a core` +
        (top.busiest === 'generator'
          ? ': the generator is the limit, so the rate held is a lower bound'
          : '')
      : `nothing at its core's limit (the busiest: ${top.text} of a core)`,
    otherWork: others.length
      ? `${others.join('; ')}: the machine was not the bench's alone, the figures are low`
      : null,
  };
}
