import crypto from 'node:crypto';
import type { Db } from '../client.js';
import { blogPosts, farmProducts, farms, sponsorAssets, users } from '../schema/index.js';
import { renderMarkdown } from '../../modules/blog/markdown.js';
import { hashPassword } from '../../lib/passwords.js';
import { refreshOpenIntervals } from '../../modules/farms/hours/open-intervals.js';
import { seedDemoFreshness } from './demo-freshness.js';
import { seedDemoSeasonHistory } from './demo-season-history.js';
import { seedDemoPhotos, type DemoPhotoListing } from './demo-photos.js';
import type { FileStorage } from '../../modules/photos/storage.js';
import { seasonal } from './product-seasons.js';
import { settingsRepository } from '../../lib/settings/settings.repository.js';
import { seedDemoActivity } from './demo-activity.js';
import { generateListings, type GeneratedListing, type Region } from './generator.js';
import { withDemoCrops } from './demo-crops.js';
import { demoBenefits, HONOR_BOX } from './demo-payments.js';
import { demoPickingPlan, seasonHours, seedDemoPicking, SPRING_CROP, type PlannedCrop } from './demo-picking.js';
import { seedDemoSales } from './demo-sales.js';
import { SPANISH_LISTINGS, SPANISH_POST } from './spanish-listings.js';

export const DEMO_PASSWORD = 'fresh-produce';
export const DEMO_ACCOUNTS = {
  farmer: { email: 'farmer@example.com', firstName: 'Rosa' },
  consumer: { email: 'consumer@example.com', firstName: 'Sam' },
} as const;

export const DEMO_REGIONS: Region[] = [
  { name: 'the Hudson Valley', city: 'Kingston', region: 'NY', postalCode: '12401', lat: 41.927, lng: -74.0 },
  { name: 'Sonoma County', city: 'Sebastopol', region: 'CA', postalCode: '95472', lat: 38.402, lng: -122.824 },
  { name: 'Lancaster County', city: 'Lancaster', region: 'PA', postalCode: '17602', lat: 40.038, lng: -76.306 },
  { name: 'Boulder County', city: 'Boulder', region: 'CO', postalCode: '80301', lat: 40.015, lng: -105.27 },
];

/** The demo towns' listings, before the honor box and the picking plan: generated, with the crops of demo-crops.ts. */
export const demoTowns = (): GeneratedListing[][] => withDemoCrops(DEMO_REGIONS.map((region, i) => generateListings(region, 15, 1000 + i)));

/** First names of the growers who run the demo's u-picks. */
const GROWERS = ['Ada', 'Ben', 'Carmen', 'Dev', 'Elena', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jonah', 'Kiri', 'Luis'];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Demo accounts, listings and a sponsor, once per database. Only ever called in demo mode (the embedded
 * database, or DEMO_DATA=1): never default credentials on a production server. With `storage` (the uploads
 * storage), most listings get photos drawn by demo-photos.ts; without it, none.
 */
export async function seedDemoContent(db: Db, { storage }: { storage?: FileStorage } = {}) {
  const settings = settingsRepository(db);
  if (await settings.get('demoSeeded')) return null;
  // Set inside the transaction's callback (`as`: control flow does not follow it there).
  let lived = null as { picked: Array<PlannedCrop & { farmId: number }>; reviewers: string[]; farmerId: string; honorBox: number } | null;
  const seeded = await db.transaction(async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [farmer] = await tx
      .insert(users)
      .values({ ...DEMO_ACCOUNTS.farmer, passwordHash, userType: 'farmer', isDemo: true, emailVerifiedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    const [consumer] = await tx
      .insert(users)
      .values({
        ...DEMO_ACCOUNTS.consumer,
        passwordHash,
        userType: 'consumer',
        isDemo: true,
        emailVerifiedAt: new Date(),
        homeLat: 41.927,
        homeLng: -74.0,
        homeLabel: 'Kingston, NY',
      })
      .onConflictDoNothing()
      .returning();

    const ids: number[] = [];
    const farmerListings: number[] = [];
    const photos: DemoPhotoListing[] = [];
    /** Every fifth listing has no photo, like many real ones; the farmer's first has three (a gallery). */
    const addPhotos = (farmId: number, name: string, products: Array<{ name: string; available: boolean }>, n: number, count: number, lang?: 'es') => {
      if (n % 5 === 4) return;
      const names = products.filter((p) => p.available).map((p) => p.name);
      photos.push({ farmId, name, products: names.length ? names : products.map((p) => p.name), seed: 7919 * (n + 1), count, lang });
    };
    const generated = demoTowns();
    // The u-pick crops that tell their picking today (issue 32): their listings need a farmer to say it.
    const month = new Date().getUTCMonth() + 1;
    const plan = demoPickingPlan(generated, month);
    const picked: Array<PlannedCrop & { farmId: number }> = [];
    let growerHash: string | null = null;
    /** A grower who claimed the u-pick and tells its picking; never signs in (a random password). */
    const growerOf = async (i: number, j: number) => {
      growerHash ??= await hashPassword(crypto.randomBytes(24).toString('base64url'));
      const [grower] = await tx
        .insert(users)
        .values({
          email: `grower-${i}-${j}.demo@example.com`,
          firstName: GROWERS[(i * 15 + j) % GROWERS.length],
          passwordHash: growerHash,
          userType: 'farmer',
          isDemo: true,
          emailVerifiedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return grower?.id ?? null;
    };
    for (const [i, listings] of generated.entries()) {
      for (const [j, made] of listings.entries()) {
        const honorBox = i === 0 && j === HONOR_BOX.listing;
        const listing = honorBox
          ? {
              ...made,
              categories: [...HONOR_BOX.categories],
              features: [...new Set([...made.features, 'self-serve' as const])],
              products: HONOR_BOX.products.map((p) => ({ ...p })),
              ...HONOR_BOX.payments(),
            }
          : { ...made, ...demoBenefits(made, j) };
        const crops = plan.filter((c) => c.region === i && c.listing === j);
        const { products, ...fields } = {
          ...listing,
          openingHours: seasonHours(listing.openingHours, crops, month),
          products: crops.some((c) => c.added) ? [...listing.products, { ...SPRING_CROP }] : listing.products,
          categories: crops.some((c) => c.added) ? [...new Set([...listing.categories, SPRING_CROP.category])] : listing.categories,
        };
        const opened = new Set(crops.filter((c) => c.opened).map((c) => c.product));
        const ownerId = i === 0 && j < 3 && farmer ? farmer.id : crops.length ? await growerOf(i, j) : null;
        const [row] = await tx
          .insert(farms)
          .values({
            ...fields,
            slug: slugify(fields.name),
            status: 'published',
            verified: j % 3 === 0,
            source: 'demo',
            externalId: `${i}-${j}`,
            ownerId,
          })
          .onConflictDoNothing()
          .returning({ id: farms.id });
        if (!row) continue;
        ids.push(row.id);
        if (i === 0 && j < 3 && farmer) farmerListings.push(row.id);
        picked.push(...crops.map((c) => ({ ...c, farmId: row.id })));
        addPhotos(row.id, fields.name, products, i * 15 + j, i === 0 && j === 0 ? 3 : j % 4 === 1 ? 2 : 1);
        if (products.length)
          await tx
            .insert(farmProducts)
            .values(
              products.map((p, position) => ({ ...seasonal(p, new Date()), ...(opened.has(p.name) ? { available: true } : {}), farmId: row.id, position })),
            );
      }
    }

    // Stands written in Spanish by their owners (issue 16), far from the regions above.
    for (const [k, listing] of SPANISH_LISTINGS.entries()) {
      const { products, ...fields } = listing;
      const [row] = await tx
        .insert(farms)
        .values({ ...fields, slug: slugify(fields.name), status: 'published', verified: k % 2 === 0, source: 'demo', externalId: `es-${k}` })
        .onConflictDoNothing()
        .returning({ id: farms.id });
      if (!row) continue;
      ids.push(row.id);
      addPhotos(row.id, fields.name, products, 100 + k, 1, 'es');
      await tx.insert(farmProducts).values(products.map((p, position) => ({ ...seasonal(p, new Date()), farmId: row.id, position })));
    }

    if (storage) await seedDemoPhotos(tx, storage, photos);
    // Open intervals, search documents, map counts and card photos for the new listings (as after any listing write).
    await refreshOpenIntervals(tx, ids);
    await seedDemoFreshness(tx, ids, farmerListings);
    await seedDemoSeasonHistory(tx, ids);
    if (farmer && consumer) {
      // The Hudson Valley listings (region 0) that are not the farmer's: the shopper's neighbourhood.
      const nearby = ids.slice(0, 15).filter((id) => !farmerListings.includes(id));
      const { reviewers } = await seedDemoActivity(tx, { farmerId: farmer.id, consumerId: consumer.id, farmerListings, nearby });
      lived = { picked, reviewers, farmerId: farmer.id, honorBox: farmerListings[HONOR_BOX.listing] };
    }

    // A post in Spanish beside the team's English ones (seeded on every install by the blog module).
    await tx
      .insert(blogPosts)
      .values({
        slug: SPANISH_POST.slug,
        title: SPANISH_POST.title,
        description: SPANISH_POST.description,
        bodyMarkdown: SPANISH_POST.body,
        bodyHtml: renderMarkdown(SPANISH_POST.body),
        tags: SPANISH_POST.tags,
        status: 'published',
        publishedAt: new Date(SPANISH_POST.publishedAt),
      })
      .onConflictDoNothing();

    await tx.insert(sponsorAssets).values({
      title: 'Valley Seed Co-op',
      linkUrl: 'https://example.com/valley-seed-coop',
      mediaType: 'image',
      imageUrl: '/sponsors/valley-seed-coop.svg',
      altText: 'Seed packets and a trowel on a potting bench, with the words Grow what you love',
      aspectRatio: 'rectangle',
      theme: 'light',
      ctaText: 'Learn More',
    });
    await settingsRepository(tx as unknown as Db).set('demoSeeded', { at: new Date().toISOString() });
    return { listings: ids.length, accounts: [DEMO_ACCOUNTS.farmer.email, DEMO_ACCOUNTS.consumer.email], password: DEMO_PASSWORD };
  });
  // Picking at the u-picks (visitors' words from the reviewers) and a week at the farmer's honor box (issues 32, 33),
  // through the picking and sales services once the listings are committed: they count rate limits on the pool.
  if (lived) {
    await seedDemoPicking(db, lived.picked, lived.reviewers);
    await seedDemoSales(db, { farmId: lived.honorBox, farmerId: lived.farmerId });
  }
  return seeded;
}
