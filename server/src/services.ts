import { createGoogleKeySource, type KeySource } from './auth/key-source';
import { createIdTokenVerifier, type VerifyIdToken } from './auth/verify-id-token';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { createAnswers, type Answers } from './answers/answers';
import { createPeriods } from './periods/periods';
import { createPlayers, type Players } from './players/players';
import { createProfile, type Profile } from './profile/profile';
import { createRankings, type Rankings } from './rankings/rankings';
import { createJudging, type Judging } from './votes/judging';
import { loadDictionary } from './words/dictionary';
import { wordPool } from './words/pool';
import { createWordOfTheDay } from './words/word-of-the-day';

/** The game's domain services, each built once per app and closed over what it needs. */
export interface Services {
  verifyIdToken: VerifyIdToken;
  players: Players;
  answers: Answers;
  judging: Judging;
  profile: Profile;
  rankings: Rankings;
}

export interface ServiceDeps {
  db: Db;
  /** The game's clock: days and periods (it may run ahead in demo mode). */
  clock: Clock;
  /** Real time, for token expiry. */
  realClock: Clock;
  keySource?: KeySource;
}

export function createServices(config: Config, deps: ServiceDeps): Services {
  const { db, clock, realClock } = deps;
  const periods = createPeriods(clock, config.periodDays);
  const players = createPlayers({ db, clock });
  const rankings = createRankings({ db, periods, priorWeight: config.rankingPriorWeight });
  return {
    verifyIdToken: createIdTokenVerifier({
      projectId: config.firebase.projectId,
      keySource: deps.keySource ?? createGoogleKeySource(realClock, fetch, config.firebaseJwksUrl),
      clock: realClock,
      acceptUnsigned: config.authEmulatorHost !== null,
    }),
    players,
    answers: createAnswers({
      db,
      periods,
      words: createWordOfTheDay({ db, clock, pool: wordPool }),
      dictionary: loadDictionary(),
    }),
    judging: createJudging({ db, periods }),
    profile: createProfile({ db, periods, rankings }),
    rankings,
  };
}
