// Chromium driven over its DevTools pipe with none of the inspector's script domains on: what a phone's browser runs,
// for the long-task figures of bench/phone-vitals.mjs (decision 087).
//
// Playwright enables the inspector's Runtime domain on every page it drives. With it on, the first run of a large
// script costs V8 several times as much: React DOM's module body took 40–71 ms at 4× slowdown with
// Runtime enabled, and 7–12 ms without it, the same file in the same browser. A long task measured through Playwright
// is then partly the measuring tool's. Here a page is opened with only the Page, Emulation and Target commands; its
// figures are read with one Runtime.evaluate once the load is over, when everything measured has run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** Starts Chromium with its protocol on a pipe (no port, no dependency); `close()` ends it. */
export async function startBareChromium() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-bare-'));
  const browser = spawn(CHROMIUM_PATH, ['--headless', '--remote-debugging-pipe', `--user-data-dir=${dataDir}`, ...CHROMIUM_ARGS, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    detached: true, // a process group of its own: closing ends its renderers too
  });
  const [, , , toBrowser, fromBrowser] = browser.stdio;
  let nextId = 0;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined && pending.has(message.id)) {
        const { resolve, reject } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else resolve(message.result);
      } else listeners.forEach((listener) => listener(message));
    }
  });
  /** A command to the browser, or to a page when `sessionId` is given. */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const event = (method, sessionId) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.method !== method || message.sessionId !== sessionId) return;
        listeners.delete(listener);
        resolve(message.params);
      };
      listeners.add(listener);
    });
  await send('Browser.getVersion');

  /**
   * Opens `url` in a fresh browser context (no cache, a first visit) with the CPU slowed `rate` times, runs `setup`
   * before the page's own scripts, waits for the load and then `settleMs`, and returns what `read` (an expression,
   * JSON-serialisable) gives.
   */
  async function load(url, { rate = 4, width = 412, height = 823, scale = 1.75, locale, setup, read, settleMs = 3000, loadTimeoutMs = 60_000 }) {
    const { browserContextId } = await send('Target.createBrowserContext');
    try {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const page = (method, params) => send(method, params, sessionId);
      await page('Page.enable');
      await page('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: scale, mobile: true });
      await page('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      if (locale) await page('Emulation.setLocaleOverride', { locale });
      if (setup) await page('Page.addScriptToEvaluateOnNewDocument', { source: setup });
      await page('Emulation.setCPUThrottlingRate', { rate });
      const loaded = event('Page.loadEventFired', sessionId);
      await page('Page.navigate', { url });
      // A page that never fires its load would hold the whole bench: it fails loudly instead (an unref'd timer, so it
      // holds nothing once the load came).
      const late = Symbol('late');
      if ((await Promise.race([loaded, sleep(loadTimeoutMs, late, { ref: false })])) === late)
        throw new Error(`${url} did not fire its load within ${loadTimeoutMs / 1000} s`);
      await sleep(settleMs);
      const { result, exceptionDetails } = await page('Runtime.evaluate', { expression: read, returnByValue: true });
      if (exceptionDetails) throw new Error(`reading the page failed: ${exceptionDetails.text}`);
      return result.value;
    } finally {
      await send('Target.disposeBrowserContext', { browserContextId });
    }
  }

  const close = () => {
    if (browser.exitCode === null) process.kill(-browser.pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', close);
  return { load, close };
}
