import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Environment } from '../src/environment';

/**
 * The variable tables (docs/OPERATIONS.md; the tests' in docs/TESTING.md) and the code agree: every environment variable the code
 * reads is documented with its default and meaning, and every documented one is read (issue 11
 * found four that were read but not documented). The tables live there alone, not in the README.
 */

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['server/src', 'server/scripts', 'server/test', 'scripts', 'bench', 'e2e'];
const GENERATED = /(^|\/)(node_modules|dist|artifacts|results)\//;
/** A shell's own variables, passed through to child processes: not configuration. */
const SHELL = new Set(['PATH', 'HOME']);
/** The scripts and tests read theirs from process.env or a copy of it. */
const READS = /(?<!delete )\benv\.([A-Z][A-Z0-9_]*)/g;

function variablesRead(): Set<string> {
  // The server reads its variables through one schema (server/src/environment.ts).
  const names = new Set<string>(Object.keys(Environment.properties));
  for (const folder of FOLDERS) {
    const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (!/\.(ts|tsx|mjs)$/.test(file) || GENERATED.test(`${folder}/${file}`)) continue;
      const source = readFileSync(path.join(root, folder, file), 'utf8');
      for (const [, name] of source.matchAll(READS)) if (name) names.add(name);
    }
  }
  return new Set([...names].filter((name) => !SHELL.has(name)));
}

/** The names in the first column of a document's tables whose first column is `variable`. */
function variablesDocumented(document: string): Set<string> {
  const names = new Set<string>();
  let inVariableTable = false;
  for (const line of readFileSync(path.join(root, document), 'utf8').split('\n')) {
    if (!line.startsWith('|')) {
      inVariableTable = false;
      continue;
    }
    const firstCell = line.split('|')[1]?.trim() ?? '';
    if (firstCell === 'variable') inVariableTable = true;
    if (!inVariableTable) continue;
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) if (name) names.add(name);
  }
  return names;
}

describe("the variable tables of docs/OPERATIONS.md and, for the tests', docs/TESTING.md", () => {
  const read = variablesRead();
  const documented = new Set([
    ...variablesDocumented('docs/OPERATIONS.md'),
    ...variablesDocumented('docs/TESTING.md'),
  ]);

  it('document every variable the code reads', () => {
    // The scan finds the server's, the scripts' and the tests' variables.
    expect(read).toContain('DATA_DIR');
    expect(read).toContain('AUTH_EMULATOR_PORT');
    expect(read).toContain('TEST_DATABASE_URL');
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it("hold the server's variables in its schema, each with its doc line", () => {
    const server = Object.entries(Environment.properties);
    expect(
      server
        .filter(([, type]) => !(type as { description?: string }).description)
        .map(([name]) => name),
    ).toEqual([]);
    const source = (file: string) => readFileSync(path.join(root, 'server/src', file), 'utf8');
    const readElsewhere = readdirSync(path.join(root, 'server/src'), { recursive: true })
      .map(String)
      .filter((file) => /\.(ts|mjs)$/.test(file))
      .flatMap((file) => [...source(file).matchAll(READS)].map(([, name]) => `${file}: ${name}`));
    expect(readElsewhere).toEqual([]);
  });

  it('document no variable that nothing reads', () => {
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it('are the only ones: the README points to them instead of keeping a copy', () => {
    expect([...variablesDocumented('README.md')]).toEqual([]);
  });
});
