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

const NO_CONFIRM = { name: 'confirm', message: 'Ask with ConfirmDialog or useConfirm (@/components/ui/confirm-dialog).' };

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
      'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ...FEATURE_ENTRIES] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
