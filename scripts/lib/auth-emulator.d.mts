import type { ChildProcess } from 'node:child_process';

export declare function startAuthEmulator(options?: {
  port?: number;
  dataDir?: string;
  log?: { write(text: string): unknown };
}): Promise<{
  host: string;
  /** The emulator's process; null when an emulator already ran there and was used as it is. */
  child: ChildProcess | null;
  stop(): Promise<void>;
}>;
