// The whole test suite, as CI runs it: type-check, lint, a production build, unit and API tests on the embedded
// PostgreSQL and on a PostgreSQL server (TEST_POSTGRES_URL, default the machine's 127.0.0.1:5432), then the
// browser tests. Prints one closing line: "N passed, N failed". The vitest runs include server/test/cluster.test.ts:
// three app processes behind nginx (Debian's package, installed by .ci/run) on the run's database.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { stripVTControlCharacters } from 'node:util';

const results = [];
// How long each step took, printed under the summary: the whole run must stay well under CI's limit.
const durations = [];
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  durations.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
};
/** run() for a step that shares the machine with another: its output is held and printed whole when it ends. */
const runBuffered = (label, cmd, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TZ: 'UTC', FORCE_COLOR: '0' } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${label} (${seconds} s) ===\n${Buffer.concat(out).toString()}`);
      durations.push(`${label}: ${seconds} s`);
      resolve(code === 0);
    });
  });
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
// What failed, named again under the summary: CI shows only the end of a long run's output.
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';
function vitestCounts(file) {
  const j = readJson(file);
  if (!j) return { passed: 0, failed: 1, failures: [`no report at ${file}`] };
  const failures = [];
  for (const suite of j.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${suite.name}: ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // Vitest keeps the errors of a failed try on a test that passed on its retry.
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'passed' && t.failureMessages?.length) failures.push(`(flaky) ${suite.name}: ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    }
    // A file that failed to load or whose hooks threw has no failed test of its own.
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${suite.name}: ${firstLine(suite.message)}`);
  }
  const failed = j.numFailedTests + (j.numTotalTests === 0 ? 1 : 0) + (j.numFailedTestSuites > 0 && j.numFailedTests === 0 ? 1 : 0);
  return { passed: j.numPassedTests, failed, failures };
}
function playwrightCounts(file) {
  const j = readJson(file);
  if (!j) return { passed: 0, failed: 1, failures: [`no report at ${file}`] };
  const failures = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.error)?.error?.message;
        failures.push(`${t.status === 'flaky' ? '(flaky) ' : ''}${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
  };
  for (const suite of j.suites ?? []) walk(suite, [suite.title]);
  for (const e of j.errors ?? []) failures.push(firstLine(e.message));
  return { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, failures };
}
const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const s = net.connect({ host: hostname, port: Number(port || 5432) }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
  });

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

// Type-checking and the other checks each keep one core busy (tsc and ESLint are single-threaded): side by side on
// the two cores they take the time of the longer lane, about a minute less than one after the other.
const checks = async () => {
  const lint = await runBuffered('lint', 'npx', ['eslint', '.']);
  const format = await runBuffered('format (Prettier)', 'npx', ['prettier', '--check', '.']);
  // The message catalogues and the code agree: no key missing in a language, none unused (issue 16).
  const i18n = await runBuffered('message catalogues (en, es)', 'node', ['scripts/i18n-check.mjs']);
  // Comments cite docs/product.md or a decision record, never the spec files outside the repository (issue 35).
  const citations = await runBuffered('citations point inside the repository', 'node', ['scripts/rewrite-product-citations.mjs', '--check']);
  // Built before the server tests: those that read the built pages (server-rendered heads, the app shell) skip
  // without it, and in a fresh clone they did.
  const build = await runBuffered('production build', 'npm', ['run', 'build']);
  // Each public page's first-load JavaScript within its budget (issue 31), read from the build just made.
  const budget = build && (await runBuffered('first-load JavaScript budgets', 'node', ['scripts/bundle-budget.mjs']));
  return { lint, format, i18n, citations, build, budget };
};
const [typecheckOk, { lint: lintOk, format: formatOk, i18n: i18nOk, citations: citationsOk, build: buildOk, budget: budgetOk }] = await Promise.all([
  runBuffered('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']),
  checks(),
]);
for (const [label, ok] of [
  ['type-check', typecheckOk],
  ['lint', lintOk],
  ['format', formatOk],
  ['i18n catalogues', i18nOk],
  ['citations', citationsOk],
  ['build', buildOk],
  ['bundle budgets', budgetOk],
])
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

run('unit + API tests (embedded PostgreSQL)', 'npx', [
  'vitest',
  'run',
  '--exclude',
  '**/imports.real-data.test.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest-embedded.json',
]);
results.push({ label: 'vitest (embedded)', ...vitestCounts('test-results/vitest-embedded.json') });
// The real-file imports on their own: tens of thousands of listings written beside the API tests made those wait.
run('real-file imports (embedded PostgreSQL)', 'npx', [
  'vitest',
  'run',
  '--project',
  'server',
  'server/modules/imports/imports.real-data',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest-imports.json',
]);
results.push({ label: 'vitest (real imports)', ...vitestCounts('test-results/vitest-imports.json') });

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await reachable(pgUrl)) {
  // Only the suites that talk to a database: the pure libraries (hours, geo, the contract) gave their answer above,
  // and the real-file imports (a few minutes) once is enough.
  run(
    'API tests (PostgreSQL server)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      'server/modules',
      'server/db',
      'server/plugins',
      'server/test',
      '--exclude',
      '**/imports.real-data.test.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-postgres.json',
    ],
    { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: pgUrl },
  );
  results.push({ label: 'vitest (PostgreSQL)', ...vitestCounts('test-results/vitest-postgres.json') });
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${pgUrl}: CI must test against it.`);
  results.push({ label: 'vitest (PostgreSQL)', passed: 0, failed: 1 });
} else {
  console.log(`\n(skipping the PostgreSQL-server run: nothing listens at ${pgUrl}; set TEST_POSTGRES_URL to use one)`);
}

if (buildOk) {
  run('browser tests (Chromium)', 'npx', ['playwright', 'test']);
  results.push({ label: 'playwright', ...playwrightCounts('test-results/e2e.json') });
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.label.padEnd(22)} ${r.passed} passed, ${r.failed} failed`);
  for (const f of r.failures ?? []) console.log(`  - ${stripVTControlCharacters(f).slice(0, 300)}`);
}
console.log(`\ntook: ${durations.join(', ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
