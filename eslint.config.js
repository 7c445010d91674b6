import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Only repositories and db/ run queries (ARCHITECTURE.md): Kysely's builders, `sql` templates and
 * their execution, anywhere else under server/src, fail the lint.
 */
const QUERIES = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with|executeQuery';
const queriesOutsideRepositories = [
  {
    selector: `CallExpression[callee.property.name=/^(${QUERIES})$/]`,
    message: 'Queries live in a *.repository.ts of the folder (or db/): call one from here.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^execute(TakeFirst(OrThrow)?)?$/][arguments.length=0]',
    message: 'Queries run in a *.repository.ts of the folder (or db/): call one from here.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], CallExpression[callee.object.name='sql']",
    message: 'SQL lives in a *.repository.ts of the folder (or db/): call one from here.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...queriesOutsideRepositories] },
  },
  {
    files: ['scripts/**', '**/scripts/**', '**/*-cli.ts', 'server/src/command-line.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
