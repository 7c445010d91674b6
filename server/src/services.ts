import { createGoogleKeySource, type KeySource } from './auth/key-source';
import { createIdTokenVerifier, type VerifyIdToken } from './auth/verify-id-token';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { createAccount, type Account } from './account/account';
import { createAnswers, type Answers } from './answers/answers';
import { createFiledToday } from './answers/filed-today';
import { createDuels, type Duels, type TurnNotice } from './duels/duels';
import { createGroups, type Groups } from './groups/groups';
import { penaVenue } from './groups/pena-venue';
import { createReporting, type Reporting } from './moderation/reporting';
import { createCrowd, type Crowd } from './crowd/crowd';
import { createRegionalCrowd, type RegionalCrowd } from './crowd/regional-crowd';
import { createPeriods } from './periods/periods';
import { createPlayers, type Players } from './players/players';
import { createPlayerRegion, type PlayerRegion } from './players/player-region';
import { PLAYER_CHANGES_CHECK_MS, watchPlayerChanges } from './players/player-changes';
import { createPlayerFigures, type PlayerFigures } from './profile/player-figures';
import { createProfile, type Profile } from './profile/profile';
import { createRankings, type Rankings } from './rankings/rankings';
import { createRegionalWeek, type RegionalWeek } from './rankings/regional-week';
import { createReminders, type Reminders } from './reminders/reminders';
import { createJudgeFigures, type JudgeFigures } from './judging/judge-figures';
import { judgingIn, type Judging } from './judging/judging';
import { createJudgingQueue } from './judging/karma';
import { publicVenue } from './judging/public-venue';
import { servingKeysOf } from './serving/serving-keys';
import { createServingTickets, type ServingKeys } from './serving/serving-ticket';
import { loadLexicon } from './words/dictionary';
import { createLiveDictionary } from './words/live-dictionary';
import { wordPool } from './words/pool';
import { createWordOfTheDay } from './words/word-of-the-day';

/** The game's domain services, each built once per app and closed over what it needs. */
export interface Services {
  verifyIdToken: VerifyIdToken;
  players: Players;
  answers: Answers;
  crowd: Crowd;
  playerRegion: PlayerRegion;
  regionalCrowd: RegionalCrowd;
  judging: Judging;
  judgeFigures: JudgeFigures;
  profile: Profile;
  playerFigures: PlayerFigures;
  rankings: Rankings;
  regionalWeek: RegionalWeek;
  reporting: Reporting;
  account: Account;
  reminders: Reminders;
  groups: Groups;
  duels: Duels;
}

export interface ServiceDeps {
  db: Db;
  /** The game's clock: days and periods (it may run ahead in demo mode). */
  clock: Clock;
  /** Real time, for token expiry. */
  realClock: Clock;
  keySource?: KeySource;
  /** Told each time this instance computes a period's ranking (the metrics count it). */
  onPeriodRanked?: () => void;
  /** Told, after the commit, whose turn it is in a duel (the app pushes it). */
  onDuelTurn?: TurnNotice;
  /** The serving keys, loaded at the app's start; without them (tools), loaded on first use. */
  servingKeys?: ServingKeys;
}

export function createServices(config: Config, deps: ServiceDeps): Services {
  const { db, clock, realClock } = deps;
  const periods = createPeriods(clock, config.periodDays);
  const players = createPlayers({ db, clock });
  // The answers' service says what a player answered on a past day's page.
  const crowd = createCrowd({ db, periods, answerOf: (uid, day) => answers.filedOn(uid, day) });
  const playerRegion = createPlayerRegion({ db });
  const regionalCrowd = createRegionalCrowd({
    db,
    periods,
    answerOf: (uid, day) => answers.filedOn(uid, day),
    regionOf: playerRegion.of,
  });
  const queue = createJudgingQueue(config.karmaMinVotes);
  // Every instance signs with the same key: configured, or kept in the database (decision 0054).
  const { servingKeys } = deps;
  const tickets = createServingTickets(
    servingKeys
      ? async () => servingKeys
      : () => servingKeysOf(db, config.servingKey, realClock.now()),
  );
  const filedToday = createFiledToday({
    db,
    // The one instance files every answer: what it remembers filing is all there is.
    filesAlone: config.instances === 'one',
    playerChanges: watchPlayerChanges(db, {
      checkMs: PLAYER_CHANGES_CHECK_MS,
      now: () => realClock.now().getTime(),
    }),
  });
  const reminders = createReminders({
    db,
    clock,
    pushServiceOrigins: config.reminders.pushServiceOrigins,
  });
  const rankings = createRankings({
    db,
    periods,
    priorWeight: config.rankingPriorWeight,
    minVotes: config.rankingMinVotes,
    calibrationMinVotes: config.calibrationMinVotes,
    onRanked: deps.onPeriodRanked,
  });
  const regionalWeek = createRegionalWeek({ db, regionOf: playerRegion.of });
  const words = createWordOfTheDay({ db, clock, pool: wordPool });
  const dictionary = createLiveDictionary({ db, clock, lexicon: loadLexicon });
  const answers = createAnswers({
    db,
    periods,
    words,
    crowd,
    filedToday,
    dictionary,
    queue,
    establishment: config.established,
  });
  // Today's answers are judged by those who played today: the answers' service knows who did.
  const judgingDeps = {
    db,
    periods,
    tickets,
    establishment: config.established,
    playedOn: answers.playedOn,
  };
  const judging: Judging = {
    public: judgingIn(
      publicVenue({ queueRanking: queue.ranking, establishment: config.established }),
      judgingDeps,
    ),
    inPena: (groupId) => judgingIn(penaVenue(groupId), judgingDeps),
  };
  const keySource =
    deps.keySource ?? createGoogleKeySource(realClock, fetch, config.firebaseJwksUrl);
  // Google's keys are fetched from the start too, so the first signed-in call does not wait for
  // them (nor for Node's HTTP client to load). The emulator's tokens are unsigned: no keys.
  if (config.authEmulatorHost === null) void keySource.warmUp?.();
  return {
    verifyIdToken: createIdTokenVerifier({
      projectId: config.firebase.projectId,
      keySource,
      clock: realClock,
      acceptUnsigned: config.authEmulatorHost !== null,
    }),
    players,
    answers,
    crowd,
    playerRegion,
    regionalCrowd,
    judging,
    judgeFigures: createJudgeFigures({
      db,
      periods,
      establishment: config.established,
      calibrationMinVotes: config.calibrationMinVotes,
    }),
    profile: createProfile({ db, periods }),
    playerFigures: createPlayerFigures({ db, periods }),
    rankings,
    regionalWeek,
    reporting: createReporting({
      db,
      periods,
      reportsToHide: config.reportsToHide,
      establishment: config.established,
      tickets,
      playedOn: answers.playedOn,
      listed: crowd.listed,
    }),
    account: createAccount({ db, clock, filedToday, dictionary }),
    reminders,
    groups: createGroups({ db, periods, limits: config.groups }),
    duels: createDuels({
      db,
      periods,
      words,
      dictionary,
      maxPerDay: config.duels.maxPerDay,
      onTurn: deps.onDuelTurn,
    }),
  };
}
