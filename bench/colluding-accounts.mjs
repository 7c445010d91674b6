// `npm run simulate`: issues 24 and 46's simulation at full size. k colluding accounts (k = 5, 15,
// 50) vote 10 for an answer every honest judge scores about 2 and, for its rivals, 0, a skip or a
// fair vote, fresh or after paying to become established, with the defences as shipped and with
// one taken out; then the red team's small week. Every week is played through the app's own
// services on a SQLite database of its own (server/test/support/collusion-world.ts, which the test
// colluding-accounts.test.ts plays smaller). Prints the figures as Markdown on stdout;
// docs/JUDGING-TRUST.md explains them.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importBundled } from './lib/import-bundled.mjs';
import { log } from './lib/log.mjs';

const entry = `
export { AS_SHIPPED, POPULATION, SMALL_WEEK, SMALL_WEEK_RING, VARYING_WEEK, simulateWeek, trueQualities } from './test/support/collusion-world';
export { openDatabase } from './src/db/database';
export { ruleDefaults } from '@words/contract/limits';
`;
const app = await importBundled('colluding-accounts', entry);

const COLLUDERS = [5, 15, 50];
const SHIPPED = { establishment: true, calibration: true };
const NO_CALIBRATION = { establishment: true, calibration: false };
const NO_RULE = { establishment: false, calibration: true };

const TACTICS = {
  sweep: '10 for the target, 0 for every rival',
  varying: '9-10 for the target, 0-2 for every rival, no two alike',
  targetOnly: '10 for the target, skips every rival',
  honestElsewhere: '10 for the target, fair votes for the rivals',
};
const SCENARIOS = [
  { name: 'A', defences: SHIPPED, accounts: 'fresh', tactic: 'sweep' },
  { name: 'B', defences: NO_RULE, accounts: 'fresh', tactic: 'honestElsewhere' },
  { name: 'C', defences: SHIPPED, accounts: 'established', tactic: 'sweep' },
  { name: 'C′', defences: NO_CALIBRATION, accounts: 'established', tactic: 'sweep' },
  { name: 'D', defences: SHIPPED, accounts: 'established', tactic: 'targetOnly' },
  { name: 'E', defences: SHIPPED, accounts: 'established', tactic: 'honestElsewhere' },
];

const folder = mkdtempSync(path.join(tmpdir(), 'words-simulate-'));
const template = path.join(folder, 'template.sqlite');
await (await app.openDatabase({ url: null, sqliteFile: template })).close();

let played = 0;
/** One week on a fresh copy of the migrated database. */
async function week(defences, attack, population = app.POPULATION) {
  const file = path.join(folder, `week-${played++}.sqlite`);
  copyFileSync(template, file);
  const opened = await app.openDatabase({ url: null, sqliteFile: file });
  try {
    return await app.simulateWeek(opened.db, { population, defences, attack });
  } finally {
    await opened.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}

const honest = new Map();
/** The honest week under these defences: what an attack is measured against. */
async function honestWeek(defences) {
  const key = JSON.stringify(defences);
  if (!honest.has(key)) honest.set(key, await week(defences, null));
  return honest.get(key);
}

const attacked = new Map();
async function attackedWeek(defences, attack) {
  const key = JSON.stringify([defences, attack]);
  if (!attacked.has(key)) {
    log(`${attack.colluders} ${attack.accounts} accounts, ${attack.tactic}, ${named(defences)}`);
    attacked.set(key, await week(defences, attack));
  }
  return attacked.get(key);
}

function named(defences) {
  if (!defences.establishment) return 'established-judges rule out';
  return defences.calibration ? 'as shipped' : 'calibration out';
}

const population = app.POPULATION;
const answers = population.rivals + 1;
const rules = app.ruleDefaults;
/** What the ring spends: account-days of play before the attack, and votes. */
function spent(attack) {
  const perAccount = attack.tactic === 'targetOnly' ? 1 : answers;
  if (attack.accounts === 'fresh') {
    return `${attack.colluders} accounts, 0 days, ${attack.colluders * perAccount} votes`;
  }
  const days = attack.colluders * rules.establishedMinDays;
  const votes = attack.colluders * (rules.establishedMinVotes + perAccount);
  return `${attack.colluders} accounts, ${days} account-days, ${votes} votes`;
}

const tau = (value) => value.toFixed(3);
const lines = [];
const print = (line = '') => lines.push(line);

const qualities = app.trueQualities(population);
print("## Colluding accounts against a week's ranking (`npm run simulate`)");
print();
print(
  `A week of ${answers} answers: the target of true quality ${qualities[0].toFixed(1)} and ` +
    `${population.rivals} rivals of ${qualities[1].toFixed(1)} to ${qualities.at(-1).toFixed(1)}. ` +
    `${population.fair + population.harsh + population.lenient} established judges vote every ` +
    `answer: ${population.fair} fair, ${population.harsh} harsh (−${population.bias}), ` +
    `${population.lenient} lenient (+${population.bias}), noise σ ${population.noise}; seed ` +
    `${population.seed}. As shipped: ESTABLISHED_MIN_DAYS ${rules.establishedMinDays}, ` +
    `ESTABLISHED_MIN_VOTES ${rules.establishedMinVotes}, CALIBRATION_MIN_VOTES ` +
    `${rules.calibrationMinVotes}, RANKING_PRIOR_WEIGHT ${rules.rankingPriorWeight}, ` +
    `RANKING_MIN_VOTES ${rules.rankingMinVotes}, judges weighed (decision 0060). Places: 1 is ` +
    'the top.',
);
print();
print(
  "| | accounts | what they vote | defences | k | spent | target's place, honest → attacked | places moved | τ honest | τ attacked |",
);
print('| --- | --- | --- | --- | --: | --- | --- | --: | --: | --: |');
for (const scenario of SCENARIOS) {
  const base = await honestWeek(scenario.defences);
  for (const colluders of COLLUDERS) {
    const attack = { colluders, accounts: scenario.accounts, tactic: scenario.tactic };
    const outcome = await attackedWeek(scenario.defences, attack);
    const moved = (base.targetPlace ?? answers + 1) - (outcome.targetPlace ?? answers + 1);
    print(
      `| ${scenario.name} | ${scenario.accounts} | ${TACTICS[scenario.tactic]} | ` +
        `${named(scenario.defences)} | ${colluders} | ${spent(attack)} | ` +
        `${base.targetPlace} → ${outcome.targetPlace ?? 'not ranked'} | ${moved} | ` +
        `${tau(base.tau)} | ${tau(outcome.tau)} |`,
    );
  }
}

const small = app.SMALL_WEEK;
const ring = app.SMALL_WEEK_RING;
const smallHonest = await week(SHIPPED, null, small);
log(`the small week, ${ring.colluders} established accounts`);
const smallAttacked = await week(SHIPPED, ring, small);
print();
print(
  `The red team's small week: the target of true quality ${small.targetQuality.toFixed(1)} and ` +
    `${small.rivals} rivals of ${small.rivalQuality.toFixed(1)}, ` +
    `${small.fair + small.harsh + small.lenient} honest judges; ${ring.colluders} established ` +
    `accounts vote ${TACTICS[ring.tactic]}. The target's place: honest ` +
    `${smallHonest.targetPlace}, attacked ${smallAttacked.targetPlace ?? 'not ranked'} ` +
    `(of ${small.rivals + 1}).`,
);

// Issue 59: rings of every size in the small week, voting alike, varying or skipping the rivals,
// over five seeds of the honest judges' noise and the ring's draws.
const varying = app.VARYING_WEEK;
const RINGS = [2, 3, 5, 7, 10, 15];
const SEEDS = [0, 1, 2, 3, 4].map((i) => varying.seed + i);
const RING_TACTICS = ['sweep', 'varying', 'targetOnly'];
print();
print(
  `Rings in a small week (issue 59): the target of true quality ${varying.targetQuality.toFixed(1)} ` +
    `and ${varying.rivals} rivals of ${varying.rivalQuality.toFixed(1)}, ${varying.fair} fair judges ` +
    `(noise σ ${varying.noise}), every account established; the target's best place over seeds ` +
    `${SEEDS[0]}-${SEEDS.at(-1)} (1 is the top, ${varying.rivals + 1} the last).`,
);
print();
print(`| what the ring votes | ${RINGS.map((k) => `k = ${k}`).join(' | ')} |`);
print(`| --- | ${RINGS.map(() => '--:').join(' | ')} |`);
for (const tactic of RING_TACTICS) {
  const best = [];
  for (const colluders of RINGS) {
    let place = Infinity;
    for (const seed of SEEDS) {
      log(`small week, ${colluders} accounts, ${tactic}, seed ${seed}`);
      const outcome = await week(
        SHIPPED,
        { colluders, accounts: 'established', tactic },
        { ...varying, seed },
      );
      place = Math.min(place, outcome.targetPlace ?? varying.rivals + 2);
    }
    best.push(place);
  }
  print(`| ${TACTICS[tactic]} | ${best.join(' | ')} |`);
}

rmSync(folder, { recursive: true, force: true });
log(`${played} weeks played`);
process.stdout.write(`${lines.join('\n')}\n`);
