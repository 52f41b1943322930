import { expect, type Page } from '@playwright/test';
import { waitForSplash } from './fixtures';

/** Waits until the service worker is active and controls the tab: only then does it save what pages fetch. */
export async function waitForWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

/**
 * Opens the app and waits until the service worker controls the tab: only then does it save what the pages fetch,
 * answer while offline and send the outbox (a first visit's own requests went past it).
 */
export async function openWithWorker(page: Page) {
  await page.goto('/');
  await waitForSplash(page);
  await waitForWorkerControl(page);
}

/** Waits until the worker has saved an answer (it saves after answering the page). */
export async function saved(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (p) => Boolean(await (await caches.open('fsf-data-v1')).match(new URL(p, location.origin).href)), path), {
      message: `${path} saved for offline`,
    })
    .toBe(true);
}
