import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, signIn } from './fixtures';

const randomIp = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;

export interface ListingSpec {
  name: string;
  lat: number;
  lng: number;
  openingHours?: string | null;
}

/**
 * A fresh farmer (signed in on `request`) with published listings of its own: tests never share a listing. The
 * farmer's address is confirmed, as publishing needs (issue 29 point 3).
 */
export async function createFarmerWithListings(request: APIRequestContext, baseURL: string, listings: ListingSpec[]) {
  const farmer = await createUser(request, baseURL, 'farmer', { verified: true });
  const headers = { origin: baseURL, 'x-forwarded-for': randomIp() };
  const ids: number[] = [];
  for (const l of listings) {
    const res = await request.post(`${baseURL}/api/farms`, {
      headers,
      data: {
        name: l.name,
        kind: 'stand',
        city: 'Kingston',
        region: 'NY',
        lat: l.lat,
        lng: l.lng,
        openingHours: l.openingHours === undefined ? '24/7' : l.openingHours,
        categories: ['produce'],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = await res.json();
    const pub = await request.patch(`${baseURL}/api/farms/${id}`, { headers, data: { status: 'published' } });
    expect(pub.status(), await pub.text()).toBe(200);
    ids.push(id);
  }
  return { farmer, ids };
}

/** A short unique word so a test's listing names never collide with another run's. */
export const tag = () => crypto.randomBytes(3).toString('hex');

/** A fresh, onboarded shopper with a confirmed address, signed in on the page. */
export async function signInAsNewShopper(page: Page, baseURL: string) {
  const shopper = await createUser(page.request, baseURL, 'consumer', { verified: true });
  await page.goto('/');
  await signIn(page, shopper.email, shopper.password);
  return shopper;
}
