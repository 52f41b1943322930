// Debian's Chromium, launched one way for the browser tests (playwright.config.ts), the screenshots
// (scripts/screenshots.mjs) and the phone benchmarks (bench/phone.mjs through Lighthouse, bench/phone-trace.mjs):
// no browser download (../shared/STACK-NOTES.md), and no background traffic that would skew a measurement.
import { chromium } from '@playwright/test';

/** The browser: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Its flags. No sandbox (containers run as root), no GPU (none on a server), no QUIC (loopback HTTP only), and none
 * of the first-run, component-update, sync or background requests that would run beside a test or a measurement.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The flags as one string, for a tool that takes them so (Lighthouse's `--chrome-flags`). */
export const chromiumFlags = (extra = []) => [...extra, ...CHROMIUM_ARGS].join(' ');

/** Playwright's launch options for it, for a config's `launchOptions`. */
export const chromiumLaunchOptions = (options = {}) => ({ executablePath: CHROMIUM_PATH, ...options, args: [...CHROMIUM_ARGS, ...(options.args ?? [])] });

/** Starts it with Playwright. */
export const launchChromium = (options = {}) => chromium.launch(chromiumLaunchOptions(options));

/**
 * For a full-page screenshot: list items the browser draws only near the screen (client/app/styles.css,
 * `render-when-near`, decision 086) would be blank below the first screens of the capture.
 */
export const FULL_PAGE_STYLE = '.render-when-near { content-visibility: visible !important; }';
