/** A registered player as the game knows them on every call: who they are and their alias. */
export interface Player {
  /** The Firebase uid. */
  uid: string;
  alias: string;
  /** An operator banned them: their calls are refused (npm run moderate). */
  banned: boolean;
}
