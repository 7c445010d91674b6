export declare function emulatorFolders(dataDir: string): { accounts: string; work: string };
export declare function savedEmails(dataDir: string): string[];
export declare function keepAccountsFlags(folder: string): string[];
export declare function saveAccountsOnChange(options: {
  authHost: string;
  hubHost: string;
  folder: string;
  log: NodeJS.WritableStream;
  everyMs?: number;
}): Promise<() => void>;
