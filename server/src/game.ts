import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { VerifyIdToken } from './auth/verify-id-token';
import type { RegisteredPlayers } from './players/registered-players';
import type { Rankings } from './rankings/rankings';
import type { SpanishDictionary } from './words/dictionary';
import type { WordOfTheDay } from './words/word-of-the-day';

/** What the routes work with: one per app, built by buildApp. */
export interface Game {
  config: Config;
  db: Db;
  clock: Clock;
  words: WordOfTheDay;
  /** Loads in the background from the start; the first answers wait for it. */
  dictionary: Promise<SpanishDictionary>;
  verifyIdToken: VerifyIdToken;
  players: RegisteredPlayers;
  rankings: Rankings;
}
