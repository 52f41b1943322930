import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import { evaluateAchievements } from '../../modules/achievements/achievements.service.js';
import type { DbOrTx } from '../../modules/farms/sql.js';
import { reviewsRepository } from '../../modules/reviews/reviews.repository.js';
import { favorites, pageViews, reviews, tripStops, trips, users, visits } from '../schema/index.js';
import { rng } from './generator.js';

const REVIEWERS = [
  { email: 'june.demo@example.com', firstName: 'June' },
  { email: 'marcus.demo@example.com', firstName: 'Marcus' },
  { email: 'priya.demo@example.com', firstName: 'Priya' },
  { email: 'tom.demo@example.com', firstName: 'Tom' },
];

const REVIEW_TEXT: Array<[number, string]> = [
  [5, 'The sweet corn was picked that morning and it shows. Honor box was easy to use, exact change helps.'],
  [4, 'Lovely little stand with great tomatoes. Went late on a Saturday and some things were gone, so go early.'],
  [5, 'Friendly family, fair prices, and the best strawberries we have had in years. The kids loved it.'],
  [3, 'Good eggs and honey, but the hours on the sign did not match: call ahead before a long drive.'],
  [5, 'Worth the detour. Fresh greens, cut flowers and a cooler of cold cider on a hot day.'],
];

const dayOffset = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/**
 * A lived-in demo: the demo shopper has favorites, reviews, visits in several seasons, an upcoming trip
 * and the badges those earn; the demo farmer's listings have followers, reviews (one replied to) and a
 * month of page views, so every consumer screen and the farmer's charts have content on a fresh start.
 */
export async function seedDemoActivity(
  tx: DbOrTx,
  { farmerId, consumerId, farmerListings, nearby }: { farmerId: string; consumerId: string; farmerListings: number[]; nearby: number[] },
) {
  const r = rng(2024);
  const passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64url')); // they never sign in
  const reviewers = await tx
    .insert(users)
    // They joined months before their reviews, so their word at a u-pick counts (decision 033: a day old).
    .values(
      REVIEWERS.map((u, i) => {
        const joined = new Date(Date.now() - (200 + 30 * i) * 86_400_000);
        return { ...u, passwordHash, userType: 'consumer' as const, isDemo: true, emailVerifiedAt: joined, createdAt: joined };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const people = [consumerId, ...reviewers.map((u) => u.id)];

  // Followers and reviews of the farmer's listings, spread over the last two months.
  for (const farmId of farmerListings) {
    await tx
      .insert(favorites)
      .values(people.map((userId, i) => ({ userId, farmId, createdAt: new Date(Date.now() - (5 + i * 9) * 86_400_000) })))
      .onConflictDoNothing();
  }
  const written: Array<{ id: string; farmId: number }> = [];
  for (const [i, userId] of people.entries()) {
    for (const [j, farmId] of farmerListings.entries()) {
      if ((i + j) % 3 === 2) continue;
      const [rating, body] = REVIEW_TEXT[(i + j) % REVIEW_TEXT.length];
      const createdAt = new Date(Date.now() - (50 - i * 8 - j * 3) * 86_400_000);
      const [row] = await tx
        .insert(reviews)
        .values({ farmId, userId, rating, body, createdAt, updatedAt: createdAt })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (row) written.push({ id: row.id, farmId });
    }
  }
  if (written[0]) {
    await tx
      .update(reviews)
      .set({ reply: 'Thank you! The corn keeps coming through September: see you soon.', repliedAt: new Date() })
      .where(sql`${reviews.id} = ${written[0].id}`);
  }

  // The shopper's own favorites, visits (four seasons over the past year) and next Saturday's loop.
  await tx
    .insert(favorites)
    .values(nearby.slice(0, 6).map((farmId) => ({ userId: consumerId, farmId })))
    .onConflictDoNothing();
  const visitDays = [-300, -210, -120, -30, -2];
  await tx
    .insert(visits)
    .values(
      visitDays.map((d, i) => ({
        userId: consumerId,
        farmId: [...farmerListings, ...nearby][i % (farmerListings.length + nearby.length)],
        localDate: dayOffset(d),
        verified: i % 2 === 0,
        createdAt: new Date(Date.now() + d * 86_400_000),
      })),
    )
    .onConflictDoNothing();
  const saturday = dayOffset((6 - new Date().getUTCDay() + 7) % 7 || 7);
  const [trip] = await tx
    .insert(trips)
    .values({
      userId: consumerId,
      name: 'Saturday Hudson Valley loop',
      date: saturday,
      departAt: '09:00',
      startLabel: 'Kingston, NY',
      startLat: 41.927,
      startLng: -74.0,
    })
    .returning({ id: trips.id });
  await tx.insert(tripStops).values([farmerListings[0], ...nearby.slice(0, 3)].map((farmId, position) => ({ tripId: trip.id, farmId, position })));

  // A month of page views on the farmer's listings, busier at weekends.
  const views: Array<typeof pageViews.$inferInsert> = [];
  for (let d = 60; d >= 0; d--) {
    const at = new Date(Date.now() - d * 86_400_000);
    const weekend = at.getUTCDay() % 6 === 0 ? 2 : 1;
    for (const farmId of farmerListings)
      for (let n = Math.floor(r() * 6 * weekend); n > 0; n--) views.push({ path: `/farm/${farmId}`, createdAt: new Date(at.getTime() - r() * 36_000_000) });
  }
  if (views.length) await tx.insert(pageViews).values(views);

  // Derived counts, exactly as the live code keeps them, then the badges all of that earns.
  const touched = [...new Set([...farmerListings, ...nearby.slice(0, 6)])];
  for (const farmId of touched) await reviewsRepository(tx).recountRating(farmId);
  await tx.execute(sql`UPDATE farms f SET favorite_count = (SELECT count(*) FROM favorites v WHERE v.farm_id = f.id) WHERE f.id = ANY(${sql.param(touched)})`);
  for (const userId of [consumerId, farmerId, ...reviewers.map((u) => u.id)]) await evaluateAchievements(tx, userId);
  return { reviewers: reviewers.map((u) => u.id) };
}
