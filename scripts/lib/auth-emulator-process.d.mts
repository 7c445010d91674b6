/** The signal the game sends to stop the emulator. */
export declare const LAUNCHER_STOP: NodeJS.Signals;
/** Makes the exegesis that firebase-tools (at `firebaseBin`) loads compile its validators on first use. */
export declare function compileValidatorsWhenUsed(firebaseBin: string): void;
