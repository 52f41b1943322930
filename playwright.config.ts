import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium (no browser download). Two real servers on the embedded database:
 * the main one, and one whose site switches (maintenance / coming-soon) the gate tests may flip freely.
 * Timings that are 30 s in production are shortened through the server's documented settings.
 */
// E2E_PORT lets several checkouts run their browser tests side by side on one machine.
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 5180);
export const GATES_PORT = MAIN_PORT + 1;
/** Where the loopback SMTP server keeps what the app servers send (e2e/mail.ts reads it). */
export const MAIL_DIR = `/tmp/fsf-e2e-mail-${MAIN_PORT}`;

// Started first, on a free port; Playwright puts the port it prints in E2E_SMTP_PORT for the servers after it.
const smtpSink = {
  command: 'node scripts/smtp-sink.mjs',
  wait: { stdout: /smtp-sink listening on port (?<e2e_smtp_port>\d+)/ },
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: { MAIL_DIR },
};

/** A file holding the DATA_DIR of the app server on `port`. */
export const dataDirFile = (port: number) => `/tmp/fsf-e2e-datadir-${port}`;

const server = (port: number) => ({
  // The data directory is written down so a test can run a command (npm run admin:create) on the serving app's database.
  command: `bash -c 'export DATA_DIR=$(mktemp -d /tmp/fsf-e2e-XXXX); echo -n $DATA_DIR > ${dataDirFile(port)}; SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT/?ignoreTLS=true" exec node dist/server/main.js'`,
  url: `http://localhost:${port}/readyz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: `http://localhost:${port}`,
    DEMO_DATA: '1',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'e2e-admin-password',
    // Admins must use two-step verification; the fixtures compute its codes (e2e/admin-session.ts).
    ADMIN_TOTP_SECRET: 'KRUGS4ZANBSWY3DPEB3W64TMMQQGC3TEEBTGC4TN',
    // Tests register many accounts: each API-made one comes from its own forwarded address.
    TRUST_PROXY: '1',
    SPONSOR_POPUP_DELAY_MS: '1500',
    SPONSOR_DIALOG_DELAY_MS: '300',
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    // Specs change data in one context and read it signed out in another at once, some of it with no event to
    // forget the cached page by (photos, reports): the browser runs see fresh renders. The cache itself is tested
    // in server/modules/pages/public-page-cache.test.ts (decision 066).
    PAGE_CACHE_SECONDS: '0',
  },
});

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0, // one retry on a loaded CI machine; a test that needs it is reported as flaky
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    // Recording a trace snapshots the page at every step, kept or not: in CI only a retry records one (a test that
    // fails twice has it; the first failure keeps its screenshot). With every test recording, three specs took 263 s
    // here, 169–185 s without.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker is the offline, install and push specs' subject; they allow it. Elsewhere its first install
    // (the app's 134 files, 4 s after a page loads) ran again in every test's new context: about a fifth of a
    // feature test's time on a loaded two-core machine, for nothing that test looks at (decision 046).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } }],
  webServer: [smtpSink, server(MAIN_PORT), server(GATES_PORT)],
});
