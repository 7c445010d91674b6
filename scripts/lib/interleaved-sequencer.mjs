// The order Vitest runs the files of `npm test` and `npm run test:all` in. Vitest's own runs the
// projects one after another; the journeys then run beside journeys, waiting on their browser and
// games while the cores idle, and the server's files beside each other, computing. Spread evenly
// through the run, each project's files keep Vitest's order among themselves (longest last time,
// or largest, first) and share the cores with the other projects' files.
import { BaseSequencer } from 'vitest/node';

export default class InterleavedSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    /** @type {Map<string, import('vitest/node').TestSpecification[]>} */
    const byProject = new Map();
    for (const file of sorted) {
      const own = byProject.get(file.project.name) ?? [];
      own.push(file);
      byProject.set(file.project.name, own);
    }
    // The i-th of a project's n files runs at (i + 0.5) / n of the way through the run.
    const placed = [...byProject.values()].flatMap((own) =>
      own.map((file, i) => ({ file, at: (i + 0.5) / own.length })),
    );
    return placed.sort((a, b) => a.at - b.at).map(({ file }) => file);
  }
}
