import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md, the newcomer's tour, tells the truth about the code (issue 57, point 3,
 * found it naming functions and files long gone). Its conventions, stated at its top:
 * - a path in backticks starts at the repository's root when its first part is there
 *   (`web/src/lib/`, `eslint.config.js`), and at `server/src/` otherwise (`votes/`);
 * - a name of the code is written `path: name` (or `name()`, `name.member`) when it says where
 *   the name lives, which must then export it; `name()`, or a name in mixed case, alone is
 *   exported by some source file; an `UPPER_CASE` or `lower_case` name (an error code, a variable,
 *   a column) is spelled so somewhere in the source.
 * Besides, the tour names every route file, every folder of server/src, web/src,
 * web/src/features and contract/src, every doc and every layer rule, and wraps at 100 columns.
 */

const root = path.resolve(import.meta.dirname, '../..');
const DOC = 'docs/ARCHITECTURE.md';
const MAX_COLUMNS = 100;
/** Where a path starts when its first part is not at the root. */
const DEFAULT_BASE = 'server/src';
/** The source a name alone may be found in. */
const SOURCE_FOLDERS = [
  'contract/src',
  'server/src',
  'server/test',
  'web/src',
  'e2e',
  'scripts',
  'bench',
];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

const text = readFileSync(path.join(root, DOC), 'utf8');
const lines = text.split('\n');

/** A backticked span on a line of the tour, outside code blocks. */
interface Span {
  line: number;
  code: string;
}

/** The backticked spans, by line; a line with an odd number of backticks is a span cut in two. */
function spansAndCuts(): { spans: Span[]; cut: number[] } {
  const spans: Span[] = [];
  const cut: number[] = [];
  let fenced = false;
  lines.forEach((content, i) => {
    if (content.trimStart().startsWith('```')) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    if ((content.match(/`/g) ?? []).length % 2 === 1) cut.push(i + 1);
    for (const [, code] of content.matchAll(/`([^`]+)`/g)) spans.push({ line: i + 1, code: code! });
  });
  return { spans, cut };
}

const { spans, cut } = spansAndCuts();

const rootEntries = new Set(readdirSync(root));
const PATH_SHAPE = /^[\w.@-]+(?:\/[\w.@-]+)*\/?$/;
const FILE_END = /\.(ts|tsx|mts|mjs|js|json|md|css|html)$/;

/** A span that is a path: has a slash or a file's ending, and no glob nor placeholder. */
const isPath = (code: string) =>
  PATH_SHAPE.test(code) && (code.includes('/') || FILE_END.test(code));

/** The repository path a path of the tour names, by the tour's convention. */
function resolved(named: string): string {
  const first = named.split('/')[0] ?? '';
  const from = rootEntries.has(first) ? '' : DEFAULT_BASE;
  return path.posix.join(from, named).replace(/\/$/, '');
}

/** `path: a, b()` names a and b in that file. */
const ATTACHED = /^([\w.@/-]+): (.+)$/;
/** `name`, `name()`, `name.member`, `name.member()`. */
const NAME = /^([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?(?:\(\))?$/;
const MIXED_CASE = /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z][\w$]*$/;
const UPPER_CASE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const LOWER_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const escaped = (name: string) => name.replace(/\$/g, '\\$');
const DECLARED = /(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([\w$]+)/;

/** The names a module exports (or, for a root configuration file, declares). */
function exportedBy(file: string, source: string): Set<string> {
  const names = new Set<string>();
  const declared = new RegExp(
    `export\\s+(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?${DECLARED.source}`,
    'g',
  );
  for (const [, name] of source.matchAll(declared)) names.add(name!);
  for (const [, list] of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.replace(/^type\s+/, '');
      if (name) names.add(name);
    }
  }
  if (!file.includes('/')) {
    for (const [, name] of source.matchAll(new RegExp(DECLARED.source, 'g'))) names.add(name!);
  }
  return names;
}

const hasWord = (source: string, word: string) =>
  new RegExp(`(?<![\\w$])${escaped(word)}(?![\\w$])`).test(source);

/** Every source file, for names alone. */
function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.split(path.sep).includes('node_modules') && SOURCE_FILE.test(file))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

const sourceText = new Map(sourceFiles().map((file) => [file, read(file)]));
const exportsOf = new Map(
  [...sourceText].map(([file, source]) => [file, exportedBy(file, source)]),
);

/** What is wrong with one name the tour says `file` holds (or, without a file, the source). */
function nameProblem(name: string, file: string | null): string | null {
  const parts = NAME.exec(name);
  if (!parts) return `\`${name}\` is no name (write name, name() or name.member)`;
  const [, base, member] = parts as unknown as [string, string, string | undefined];
  const exported = (f: string) => (exportsOf.get(f) ?? exportedBy(f, read(f))).has(base);
  const holders = file ? [file].filter(exported) : [...exportsOf.keys()].filter(exported);
  if (holders.length === 0) return `\`${base}\` is not exported by ${file ?? 'any source file'}`;
  if (member && !holders.some((f) => hasWord(sourceText.get(f) ?? read(f), member))) {
    return `\`${base}.${member}\`: no \`${member}\` in ${holders.join(', ')}`;
  }
  return null;
}

/** Every path the tour names, resolved, with the line naming it; markdown links included. */
function namedPaths(): { line: number; named: string; file: string }[] {
  const named = spans.flatMap(({ line, code }) => {
    const target = ATTACHED.exec(code)?.[1] ?? code;
    return isPath(target) ? [{ line, named: target, file: resolved(target) }] : [];
  });
  lines.forEach((content, i) => {
    for (const [, target] of content.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const file = path.posix.normalize(path.posix.join(path.posix.dirname(DOC), target!));
      named.push({ line: i + 1, named: target!, file: file.replace(/\/$/, '') });
    }
  });
  return named;
}

const paths = namedPaths();
const namedFiles = new Set(paths.map(({ file }) => file));

const foldersOf = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

/** Each missing one, with what the tour should say about it. */
const missing = (wanted: readonly string[], why: string) =>
  wanted.filter((file) => !namedFiles.has(file)).map((file) => `\`${file}\`: ${why}`);

describe('docs/ARCHITECTURE.md', () => {
  it('keeps each backticked span on one line', () => {
    expect(
      cut.map((line) => `line ${line}: an odd number of backticks (a span cut across lines?)`),
    ).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const gone = paths
      .filter(({ file }) => !existsSync(path.join(root, file)))
      .map(({ line, named, file }) => `line ${line}: \`${named}\` names nothing (${file})`);
    expect(
      gone,
      'a path starts at the root if its first part is there, else at server/src',
    ).toEqual([]);
  });

  it('names only code that exists where it says', () => {
    const problems: string[] = [];
    for (const { line, code } of spans) {
      const attached = ATTACHED.exec(code);
      if (attached) {
        const [, named, names] = attached as unknown as [string, string, string];
        const file = resolved(named);
        if (!existsSync(path.join(root, file)) || !statSync(path.join(root, file)).isFile()) {
          continue; // said by the test on paths
        }
        for (const name of names.split(',').map((n) => n.trim())) {
          const problem = nameProblem(name, file);
          if (problem) problems.push(`line ${line}: ${problem}`);
        }
      } else if (
        !isPath(code) &&
        NAME.test(code) &&
        (code.endsWith(')') || code.includes('.') || MIXED_CASE.test(code))
      ) {
        const problem = nameProblem(code, null);
        if (problem) problems.push(`line ${line}: ${problem}`);
      } else if (UPPER_CASE.test(code) || LOWER_CASE.test(code)) {
        const spelled = [...sourceText.values()].some((source) => hasWord(source, code));
        if (!spelled) problems.push(`line ${line}: \`${code}\` is spelled nowhere in the source`);
      }
    }
    expect(problems, 'a name is written `path: name` with the file exporting it, or alone').toEqual(
      [],
    );
  });

  it('names every route file', () => {
    const routes = readdirSync(path.join(root, 'server/src/routes')).map(
      (file) => `server/src/routes/${file}`,
    );
    expect(missing(routes, 'a route file the tour does not name')).toEqual([]);
  });

  it('names every folder of server/src, web/src, web/src/features and contract/src', () => {
    const folders = ['server/src', 'web/src', 'web/src/features', 'contract/src'].flatMap(
      foldersOf,
    );
    expect(missing(folders, 'a folder the tour does not name (as `folder/`)')).toEqual([]);
  });

  it('names every doc', () => {
    const docs = [
      ...readdirSync(path.join(root, 'docs'))
        .filter((file) => file.endsWith('.md') && `docs/${file}` !== DOC)
        .map((file) => `docs/${file}`),
      'docs/decisions',
      'docs/product',
    ];
    expect(missing(docs, 'a doc the tour does not link to')).toEqual([]);
  });

  it('names every rule of .dependency-cruiser.mjs', () => {
    const rules = [...read('.dependency-cruiser.mjs').matchAll(/^\s+name: '([\w-]+)',$/gm)].map(
      ([, rule]) => rule!,
    );
    const named = new Set(spans.map(({ code }) => code));
    expect(rules.length).toBeGreaterThan(0);
    expect(
      rules.filter((rule) => !named.has(rule)).map((rule) => `\`${rule}\` is not named`),
    ).toEqual([]);
  });

  it('has every heading that other docs link to', () => {
    const slug = (heading: string) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-');
    const anchors = new Set(
      lines.flatMap((content) => /^#+ (.+)$/.exec(content)?.slice(1).map(slug) ?? []),
    );
    const others = [
      'README.md',
      ...readdirSync(path.join(root, 'docs'))
        .filter((file) => file.endsWith('.md'))
        .map((file) => `docs/${file}`),
    ];
    const broken = others.flatMap((file) =>
      [...read(file).matchAll(/ARCHITECTURE\.md#([\p{L}\p{N}-]+)/gu)]
        .filter(([, anchor]) => !anchors.has(anchor!))
        .map(([, anchor]) => `${file} links to #${anchor}, no heading of the tour`),
    );
    expect(broken).toEqual([]);
  });

  it(`wraps at ${MAX_COLUMNS} columns`, () => {
    const long = lines
      .map((content, i) => ({ line: i + 1, columns: [...content].length }))
      .filter(({ columns }) => columns > MAX_COLUMNS)
      .map(({ line, columns }) => `line ${line}: ${columns} columns`);
    expect(long).toEqual([]);
  });
});
