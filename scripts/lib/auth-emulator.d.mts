export declare function startAuthEmulator(options?: {
  port?: number;
  dataDir?: string;
  log?: { write(text: string): unknown };
}): Promise<{ host: string; stop(): Promise<void> }>;
