export const RUN_MARK: 'WORDS_TEST_RUN';
export function runMark(): Record<string, string>;
export function markedProcesses(id: string): { pid: number; command: string }[];
export function runTests(options: {
  root: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}): Promise<number>;
