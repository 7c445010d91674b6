/**
 * A Vitest reporter for `npm run test:all`: the run fails when a single test was skipped, so that
 * a missing service (PostgreSQL, Redis, HAProxy, Chromium) cannot pass unnoticed.
 */
export default class NoSkipsReporter {
  onTestRunEnd(testModules) {
    const skipped = testModules.flatMap((testModule) =>
      [...testModule.children.allTests('skipped')].map(
        (test) => `  ${testModule.project.name} ${testModule.relativeModuleId}: ${test.fullName}`,
      ),
    );
    if (skipped.length === 0) return;
    console.error(
      `\nnpm run test:all runs every test, but these were skipped (${skipped.length}):\n${skipped.join('\n')}\n`,
    );
    process.exitCode = 1;
  }
}
