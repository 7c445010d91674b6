// The layers of WORDS, held by `npm run lint` (decision 0035): dependency-cruiser checks every
// import of contract/, server/ and web/ source (type-only imports included) against these rules.
//
//   server: routes → services → repositories → db; migrations import nothing of the app
//   web:    app → features → lib and components → contract; no feature imports another
//   contract imports nothing of server or web, and no import cycle anywhere, of files or folders
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

/** Folders of server/src that are plumbing, not a part of the game. */
const PLUMBING = ['auth', 'db', 'demo', 'http', 'metrics', 'policies', 'routes', 'types'];
const GAME = `^server/src/(?!(?:${PLUMBING.join('|')})/)[^/]+/`;
const REPOSITORY = '\\.repository\\.ts$';
const DB = '^server/src/db/';
const MIGRATIONS = '^server/src/db/migrations/';
const TRUST_CONDITIONS = '^server/src/trust/conditions\\.repository\\.ts$';

/** A service is a module exporting a `create…` function (ARCHITECTURE.md, "What lives where"). */
function servicesIn(folder) {
  const builds = /^export (?:async )?(?:function|const) create[A-Z]/m;
  return fs
    .readdirSync(path.join(root, folder), { recursive: true })
    .map((file) => `${folder}/${file}`)
    .filter((file) => file.endsWith('.ts') && !new RegExp(DB).test(file))
    .filter((file) => builds.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `^${file.replaceAll('.', '\\.')}$`);
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules import one way: a cycle has no layer to start from (type imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Folders import one way too: two parts of the game that need each other are one.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-a-route',
      comment: 'Only app.ts registers the routes; what a route does lives in a service.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/app\\.ts$' },
      to: { path: '^server/src/routes/' },
    },
    {
      name: 'routes-call-services',
      comment: 'Routes and policies reach the data through a service, never a repository or db/.',
      severity: 'error',
      from: { path: '^server/src/(routes|policies)/' },
      to: { path: [REPOSITORY, DB] },
    },
    {
      name: 'repositories-serve-services',
      comment: 'A repository is called by services and never calls one.',
      severity: 'error',
      from: { path: REPOSITORY },
      to: { path: servicesIn('server/src') },
    },
    {
      name: 'repositories-keep-to-their-folder',
      comment:
        "A folder's data is read and written by its own repositories: another folder asks its service " +
        "(the judges' trust conditions aside, which every query over votes and others' answers is built with).",
      severity: 'error',
      from: { path: `^server/src/([^/]+)/.+${REPOSITORY}` },
      to: { path: REPOSITORY, pathNot: ['^server/src/$1/', TRUST_CONDITIONS] },
    },
    {
      name: 'the-game-knows-no-http',
      comment: 'Services, repositories and db/ know nothing of HTTP, access rules or the app.',
      severity: 'error',
      from: { path: [GAME, DB] },
      to: {
        path: ['^server/src/(http|policies|routes)/', '^server/src/(app|server|services)\\.ts$'],
      },
    },
    {
      name: 'db-knows-no-game',
      comment: 'db/ is the bottom layer: the database, its schema and migrations, for any part.',
      severity: 'error',
      from: { path: DB },
      to: { path: GAME },
    },
    {
      name: 'migrations-are-frozen',
      comment:
        'A migration runs as it ran the first time: it imports nothing of the app, which changes.',
      severity: 'error',
      from: { path: MIGRATIONS },
      to: { path: '^(contract|server|web)/' },
    },
    {
      name: 'features-stand-alone',
      comment: 'No feature imports another: what two screens share goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'app-on-top',
      comment: 'Only the app (router, layout) and main.tsx put the screens together.',
      severity: 'error',
      from: { path: '^web/src/(features|components|lib)/' },
      to: { path: ['^web/src/app/', '^web/src/main\\.tsx$'] },
    },
    {
      name: 'lib-below-features',
      comment: 'lib/ and components/ serve the features and never import one.',
      severity: 'error',
      from: { path: '^web/src/(lib|components)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is what page and server share: it imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'page-and-server-meet-in-the-contract',
      comment: 'The page and the server import only the contract of each other.',
      severity: 'error',
      from: { path: '^(server|web)/' },
      to: { path: '^(server|web)/', pathNot: '^$1/' },
    },
  ],
  options: {
    includeOnly: '^(contract|server|web)/src/',
    exclude: { path: '/__tests__/|\\.test\\.tsx?$|^web/src/testing/' },
    tsPreCompilationDeps: true,
    // For the page's `@/` imports (web/tsconfig.json's paths, from the root).
    tsConfig: { fileName: 'tsconfig.layers.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.d.mts', '.mjs', '.js'],
    },
  },
};
