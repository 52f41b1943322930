import crypto from 'node:crypto';
import { test, expect, createUser, quietOverlays, waitForSplash } from './fixtures';
import { shot } from './screens';

// Issue 34 point 5: nothing out of season looks current. Burlington, VT: no other browser test lists stands there.
test.use({ viewport: { width: 390, height: 844 } });

const TOWN = { zip: '05401', lat: 44.4759, lng: -73.2121 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test('a stand closed for the season says when it reopens on its card and page, comes last, and /in-season leaves its products out', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await quietOverlays(page);
  // Its only month is three months from now, whatever the date the test runs on.
  const now = new Date();
  const month = (now.getUTCMonth() + 3) % 12;
  const tag = crypto.randomBytes(3).toString('hex');
  await createUser(request, baseURL!, 'farmer', { verified: true }); // publishing needs a confirmed address
  const headers = { origin: baseURL!, 'x-forwarded-for': `10.91.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` };
  const listing = async (name: string, openingHours: string, product: string) => {
    const created = await request.post('/api/farms', {
      headers,
      data: {
        name,
        kind: 'stand',
        city: 'Burlington',
        region: 'VT',
        lat: TOWN.lat,
        lng: TOWN.lng + 0.01 * Math.random(),
        openingHours,
        categories: ['fruit'],
        products: [{ name: product, category: 'fruit', available: true }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.patch(`/api/farms/${id}`, { headers, data: { status: 'published' } })).status()).toBe(200);
    return id;
  };
  const summer = `Lake Melon Stand ${tag}`;
  const summerId = await listing(summer, `${MONTHS[month]}: Mo-Su 09:00-17:00`, 'Watermelon');
  await listing(`Champlain Apple Shed ${tag}`, '24/7', 'Cortland apples');

  await page.goto(`/browse?location=${TOWN.zip}&radius=5`);
  await waitForSplash(page);
  const cards = page.getByRole('article');
  const card = cards.filter({ hasText: summer });
  await expect(card.getByText('Closed for the season')).toBeVisible();
  await expect(card.getByText(`Reopens ${MONTHS[month]} 1`)).toBeVisible();
  await expect(card.getByText('Watermelon')).toHaveCount(0);
  await expect(cards.last()).toContainText(summer); // after the stands in season
  await shot(page, testInfo.outputPath('season-card-390.png'));

  await page.goto(`/farm/${summerId}`);
  await waitForSplash(page);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: summer }) });
  await expect(header.getByText('Closed for the season')).toBeVisible();
  await expect(header.getByText(`Reopens ${MONTHS[month]} 1`)).toBeVisible();
  await expect(page.getByText('Last season’s products: the stand is closed for the season.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Watermelon' }).getByText('Last season')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shot(page, testInfo.outputPath(`season-page-${width}.png`));
  }
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/in-season?location=${TOWN.zip}&radius=5`);
  await waitForSplash(page);
  await expect(page.getByRole('button', { name: /^Cortland apples/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Watermelon/ })).toHaveCount(0);
});
