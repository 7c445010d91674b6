// `npm run simulate`: issue 24's simulation at full size. k colluding accounts (k = 5, 15, 50)
// vote 10 for an answer every honest judge scores about 2 and 0 for its rivals, fresh or after
// paying to become established, with the defences as shipped and with each taken out. Every week
// is played through the app's own services on a SQLite database of its own
// (server/test/support/collusion-world.ts, which the test colluding-accounts.test.ts plays
// smaller). Prints the figures as Markdown on stdout; docs/JUDGING-TRUST.md explains them.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importBundled } from './lib/import-bundled.mjs';
import { log } from './lib/log.mjs';

const entry = `
export { AS_SHIPPED, POPULATION, simulateWeek, trueQualities } from './test/support/collusion-world';
export { openDatabase } from './src/db/database';
export { ruleDefaults } from '@words/contract/limits';
`;
const app = await importBundled('colluding-accounts', entry);

const COLLUDERS = [5, 15, 50];
/** The sizes of the established rings, for what it costs to move the target. */
const RINGS = [1, 2, 3, 4, 5, 8, 10, 15, 20, 30, 50];
const SHIPPED = { establishment: true, calibration: true };
const NO_CALIBRATION = { establishment: true, calibration: false };
const NO_RULE = { establishment: false, calibration: true };
const NEITHER = { establishment: false, calibration: false };

const TACTICS = {
  sweep: '10 for the target, 0 for every rival',
  targetOnly: '10 for the target, skips every rival',
  honestElsewhere: '10 for the target, fair votes for the rivals',
};
const SCENARIOS = [
  { name: 'A', defences: SHIPPED, accounts: 'fresh', tactic: 'sweep' },
  { name: 'B', defences: NEITHER, accounts: 'fresh', tactic: 'sweep' },
  { name: 'B′', defences: NO_RULE, accounts: 'fresh', tactic: 'sweep' },
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
async function week(defences, attack) {
  const file = path.join(folder, `week-${played++}.sqlite`);
  copyFileSync(template, file);
  const opened = await app.openDatabase({ url: null, sqliteFile: file });
  try {
    return await app.simulateWeek(opened.db, { defences, attack });
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
  if (defences.establishment && defences.calibration) return 'as shipped';
  if (defences.establishment) return 'calibration out';
  if (defences.calibration) return 'established-judges rule out';
  return 'both out';
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
    `RANKING_MIN_VOTES ${rules.rankingMinVotes}. Places: 1 is the top.`,
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

print();
print("### Established rings: the target's place by the size of the ring");
print();
const RING_SCENARIOS = SCENARIOS.filter((scenario) => scenario.accounts === 'established');
print(`| k | account-days (3k) | ${RING_SCENARIOS.map((scenario) => scenario.name).join(' | ')} |`);
print(`| --: | --: | ${RING_SCENARIOS.map(() => '--:').join(' | ')} |`);
const places = new Map(RING_SCENARIOS.map((scenario) => [scenario, []]));
for (const colluders of RINGS) {
  const row = [];
  for (const scenario of RING_SCENARIOS) {
    const attack = { colluders, accounts: 'established', tactic: scenario.tactic };
    const outcome = await attackedWeek(scenario.defences, attack);
    places.get(scenario).push({ colluders, place: outcome.targetPlace ?? answers + 1 });
    row.push(outcome.targetPlace ?? 'not ranked');
  }
  print(`| ${colluders} | ${colluders * rules.establishedMinDays} | ${row.join(' | ')} |`);
}
print();
print('The smallest ring on this grid that moves the target:');
print();
print('| | what they vote | defences | one place | into the top 3 | to #1 |');
print('| --- | --- | --- | --: | --: | --: |');
for (const scenario of RING_SCENARIOS) {
  const honestPlace = (await honestWeek(scenario.defences)).targetPlace ?? answers + 1;
  const smallest = (reached) => {
    const found = places.get(scenario).find(({ place }) => reached(place));
    if (!found) return `more than ${RINGS.at(-1)}`;
    return `${found.colluders} (${found.colluders * rules.establishedMinDays} account-days)`;
  };
  print(
    `| ${scenario.name} | ${TACTICS[scenario.tactic]} | ${named(scenario.defences)} | ` +
      `${smallest((place) => place < honestPlace)} | ${smallest((place) => place <= 3)} | ` +
      `${smallest((place) => place === 1)} |`,
  );
}

rmSync(folder, { recursive: true, force: true });
log(`${played} weeks played`);
process.stdout.write(`${lines.join('\n')}\n`);
