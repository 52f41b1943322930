// The message catalogues' contract with the code (issue 16): `npm run i18n:check` fails when a key used in the
// code is missing from a catalogue, or a catalogue holds a key no code uses. Keys are found in `t()`, `<Trans
// i18nKey>`, `msg()` (a key kept for later: zod messages, defaults) and the server's error constructors.
export default {
  locales: ['en', 'es'],
  input: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts', '!**/*.test.{ts,tsx}', '!server/test/**', '!**/*.d.ts'],
  output: 'common/i18n/locales/$LOCALE/$NAMESPACE.json',
  defaultNamespace: 'common',
  namespaceSeparator: ':',
  keySeparator: '.',
  pluralSeparator: '_',
  keepRemoved: false,
  createOldCatalogs: false,
  sort: true,
  indentation: 2,
  lineEnding: 'lf',
  defaultValue: '',
  lexers: {
    ts: [{ lexer: 'JsxLexer', functions: ['t', 'msg', 'withValues', 'badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict'] }],
    tsx: [{ lexer: 'JsxLexer', functions: ['t', 'msg'] }],
    default: ['JsxLexer'],
  },
};
