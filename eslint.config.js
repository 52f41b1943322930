import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/**
 * The architecture, drawn as lint rules (docs/architecture.md): shared code → features → app on the client, the
 * contract (common/) imports neither side, the server never imports the client, and no import cycles.
 * scripts/eslint-architecture.test.ts plants an import of each kind and checks it is refused.
 */
export const LAYERS = [
  {
    target: ['./client/lib', './client/components'],
    from: ['./client/features', './client/app'],
    message: 'Shared client code (lib, components) may not import a feature or the app: move the shared part down, or pass it in.',
  },
  { target: './client/features', from: './client/app', message: 'A feature may not import the app (routes, pages, shell): paths are in client/lib/paths.' },
  { target: './common', from: ['./client', './server'], message: 'common/ is the contract both sides share: it imports neither.' },
  { target: './server', from: './client', message: 'The server never imports client code.' },
];

/**
 * Each feature is seen by the others only through its public entries: `index.ts` (hooks, query keys, formatters,
 * helpers), `ui.ts` (the components it lends, kept apart so that code reading data does not take them and the
 * entries stay free of cycles) and `lazy.ts` (what only lazily loaded code may import). One zone per feature: every
 * other feature may import those files of it and nothing else. The app (routes, pages, shell) composes features and
 * may import any file of them, which is how pages load their heavy parts lazily.
 */
export const PUBLIC_ENTRIES = ['./index.ts', './ui.ts', './lazy.ts'];
export const FEATURES = fs
  .readdirSync(new URL('./client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
export const FEATURE_ENTRIES = FEATURES.map((feature) => ({
  target: FEATURES.filter((other) => other !== feature).map((other) => `./client/features/${other}`),
  from: `./client/features/${feature}`,
  except: PUBLIC_ENTRIES,
  message: `Import another feature through its public entry (@/features/${feature}, or its ui.ts / lazy.ts), not its files; export what you need there.`,
}));

/**
 * The server's modules, lowest first (docs/architecture.md, decision 059): a module may import only modules before it.
 * Derived from the import graph folded by module (scripts/module-cycles.mjs): the lowest modules are imported by
 * others and import none of them; modules of one layer of that script's output are listed alphabetically. A new folder under server/modules gets its place here (a test checks every folder has one).
 */
export const MODULE_ORDER = [
  'analytics',
  'api-keys',
  'auth',
  'geo',
  'health',
  'photos',
  'push',
  'farms',
  'live',
  'accounts',
  'dashboard',
  'in-season',
  'notifications',
  'seasons',
  'stand-stock',
  'sales',
  'achievements',
  'admin',
  'alerts',
  'messages',
  'open-data',
  'site',
  'ambassadors',
  'blog',
  'claims',
  'favorites',
  'shoppers',
  'imports',
  'listing-reports',
  'newsletter',
  'queue-admin',
  'reviews',
  'sponsors',
  'support',
  'visits',
  'confirmations',
  'trips',
  'picking',
  'trust',
  // The page renderer loads what a server-rendered page shows through the services of the modules it shows.
  'pages',
];

/**
 * Imports allowed to point up MODULE_ORDER: each entry is [from, to], a module pair, and lets every file of `from`
 * import `to`. Empty since the domain events (decision 058) replaced the ten of the old cycle; a new entry needs a
 * decision record (059 says why).
 */
export const MODULE_BACK_EDGES = [];

const allowedUp = (from, to) => MODULE_BACK_EDGES.some(([a, b]) => a === from && b === to);
export const MODULE_ZONES = MODULE_ORDER.flatMap((module, i) => {
  const above = MODULE_ORDER.slice(i + 1).filter((up) => !allowedUp(module, up));
  if (!above.length) return [];
  return [
    {
      target: `./server/modules/${module}`,
      from: above.map((up) => `./server/modules/${up}`),
      message: `${module} may import only modules below it in MODULE_ORDER (eslint.config.js): announce a domain event the module above listens for, or move the shared part down.`,
    },
  ];
});

/**
 * The server's layers (docs/architecture.md): routes → services → repositories. A service, policy, job or flow asks
 * another module through its service (or listens for its event), never through its repository; server/lib and
 * server/plugins are below every module.
 */
export const SERVER_LAYERS = [
  {
    // The page renderer app.ts hands plugins/spa.ts is typed in server/lib/rendered-page.ts: no file is left out.
    target: ['./server/lib/**', './server/plugins/**'],
    from: './server/modules/**',
    message: 'server/lib and server/plugins sit below the modules: move what both need into server/lib, or let the module register itself.',
  },
  ...MODULE_ORDER.map((module) => ({
    target: `./server/modules/${module}/**/!(*.repository).ts`,
    from: `./server/modules/!(${module})/**/*.repository.ts`,
    message: `Another module's repository is its own: ask that module's service, or listen for its event.`,
  })),
];

/**
 * Where queries may be written (docs/architecture.md: SQL only in *.repository.ts). Exempt: repositories, server/db
 * (the client, schema, migrations, seeds, backups), tests and test support (*.test.ts, server/test, test-*.ts,
 * *fixtures.ts: a test sets up any row it needs) and the command-line scripts in server/scripts (one-off tools that
 * open the database themselves). SQL_FRAGMENTS compose SQL for repositories and run nothing: they may import
 * drizzle-orm, and only repositories use them.
 */
export const QUERY_EXEMPT = [
  'server/**/*.repository.ts',
  'server/db/**',
  '**/*.test.ts',
  'server/test/**',
  'server/**/test-*.ts',
  'server/**/*fixtures.ts',
  'server/scripts/**',
];
export const SQL_FRAGMENTS = [
  'server/modules/farms/search/filters.ts',
  'server/modules/farms/search/search-sort.ts',
  'server/modules/farms/hours/stored-open.ts',
  'server/modules/farms/freshness/freshness-rank.ts',
  'server/lib/admin-paging.ts',
];
/** The repositories' own helpers (rows(), prepared statements): they run what a repository hands them. */
export const REPOSITORY_HELPERS = ['server/modules/farms/sql.ts'];
const QUERY_MESSAGE = 'Queries live in *.repository.ts (docs/architecture.md): call your module repository, or write the query there.';
const DB_IMPORTS = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: QUERY_MESSAGE },
  { regex: '(^|/)db/(client|schema)(/.*|\\.js)?$', allowTypeImports: true, message: `${QUERY_MESSAGE} Types (Db, DbOrTx, rows) are free.` },
];
const ROUTE_IMPORTS = [
  ...DB_IMPORTS,
  {
    regex: '\\.repository(\\.js)?$',
    message: 'A route hands typed input and the Actor to its service (docs/architecture.md); the service calls the repository.',
  },
];
/**
 * Authorization decided in a route (issue 35 point 2): who may do what is a line of the module's `<domain>.policy.ts`,
 * which its service asks; a route only says "signed in", "admin" or which roles in its `config.auth` (decision 059).
 */
const POLICY_MESSAGE = "Who may do what is decided in the module's <domain>.policy.ts and enforced by its service; a route declares config.auth only.";
const ROUTE_DECIDES = [
  {
    selector: 'BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=/^(role|userType|ownerId|userId|adminPowers)$/]',
    message: POLICY_MESSAGE,
  },
  { selector: 'CallExpression[callee.name=/^(forbidden|isAdmin)$/]', message: POLICY_MESSAGE },
];
const DB_HANDLE = '/^(db|tx|trx|readDb|database)$/';
const QUERY_METHODS = '/^(execute|select|selectDistinct|selectDistinctOn|insert|update|delete|query|\\$count|\\$with|with|refreshMaterializedView)$/';
const RUNS_QUERY = [
  { selector: `CallExpression > MemberExpression.callee[object.name=${DB_HANDLE}][property.name=${QUERY_METHODS}]`, message: QUERY_MESSAGE },
  {
    selector: `CallExpression > MemberExpression.callee[property.name=/^(query|connect)$/] > MemberExpression.object[object.name=${DB_HANDLE}][property.name='$client']`,
    message: QUERY_MESSAGE,
  },
];

const NO_CONFIRM = { name: 'confirm', message: 'Ask with ConfirmDialog or useConfirm (@/components/ui/confirm-dialog).' };

/** A cache key written in place (`queryKey: ['farms', id]`) instead of taken from the feature's key factory. */
const LITERAL_QUERY_KEY = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: "Take the query key from the feature's key factory (api/keys.ts): the cache's names are written once.",
};
/** A query run by a component or a page instead of a feature's api/ hook. */
const QUERY_OUTSIDE_API = {
  selector: 'CallExpression[callee.name=/^use(Suspense|Infinite)?Query$/]',
  message: "Queries live in a feature's api/ folder: call (or write) a hook there, e.g. api/use-farm.ts.",
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'scratch-*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Route components receive loosely typed props from the router.
      '@typescript-eslint/no-explicit-any': 'warn',
      // The server must never import client code, and the contract must import neither side.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/*', '../server/*', '../../server/*', '../client/*', '../../client/*'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/*', '**/client/**'] }] },
  },
  {
    // One confirmation (client/components/ui/confirm-dialog.tsx), never the browser's.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/sw.ts', 'client/sw/**'],
    rules: {
      'no-restricted-globals': ['error', NO_CONFIRM],
      'no-restricted-properties': ['error', { object: 'window', property: 'confirm', message: NO_CONFIRM.message }],
    },
  },
  {
    // The browser translates with client/lib/i18n (decision 038): i18next stays on the server. Its types are free.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', allowTypeImports: true, message: 'Translate with @/lib/i18n/react (decision 038); only types come from i18next.' },
            { name: 'react-i18next', allowTypeImports: true, message: 'useTranslation, Trans and getI18n come from @/lib/i18n/react (decision 038).' },
            { name: '@common/i18n/create', allowTypeImports: true, message: "That is the server's i18next: the browser uses @/lib/i18n (decision 038)." },
          ],
        },
      ],
    },
  },
  {
    // One request helper (client/lib/api-client.ts): features and pages never talk to the network themselves.
    files: ['client/features/**/*.{ts,tsx}', 'client/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        NO_CONFIRM,
        { name: 'fetch', message: 'Ask the API through @/lib/api-client (apiJson, apiRequest with FormData or keepalive, apiUpload, fetchJson).' },
        { name: 'XMLHttpRequest', message: 'Uploads with progress go through apiUpload (@/lib/api-upload).' },
      ],
    },
  },
  {
    // One contract for the cache (issue 35 point 4, decision 061): a query key comes from a feature's key factory, and
    // every useQuery lives in a feature's api/ hook, so no component or page names a cache entry itself.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/test/**'],
    rules: { 'no-restricted-syntax': ['error', LITERAL_QUERY_KEY] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/test/**', 'client/features/*/api/**'],
    rules: { 'no-restricted-syntax': ['error', LITERAL_QUERY_KEY, QUERY_OUTSIDE_API] },
  },
  {
    // The browser build takes these files as free of side effects (vite.config.ts), so they may only re-export.
    files: PUBLIC_ENTRIES.map((entry) => `client/features/*/${entry.slice(2)}`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration, ExportNamedDeclaration[declaration=null][specifiers.length=0])',
          message: "A feature's public entry only re-exports (export { … } from './…'): write the code in a module of the feature.",
        },
      ],
    },
  },
  {
    // Only repositories (and db/) run queries; see QUERY_EXEMPT for who else may.
    files: ['server/**/*.ts'],
    ignores: [...QUERY_EXEMPT, ...SQL_FRAGMENTS, ...REPOSITORY_HELPERS],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: DB_IMPORTS }],
      'no-restricted-syntax': ['error', ...RUNS_QUERY],
    },
  },
  {
    // SQL fragments import drizzle-orm to compose, and run nothing.
    files: SQL_FRAGMENTS,
    rules: { 'no-restricted-syntax': ['error', ...RUNS_QUERY] },
  },
  {
    // A route reads the request and calls its service: no repository, no query builder, no tables, no authorization
    // of its own (the service asks the policy).
    files: ['server/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: ROUTE_IMPORTS }],
      'no-restricted-syntax': ['error', ...RUNS_QUERY, ...ROUTE_DECIDES],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'common/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Lets no-cycle read the TypeScript files an import leads to.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ...FEATURE_ENTRIES, ...SERVER_LAYERS, ...MODULE_ZONES] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
