import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminClaim, MyClaim } from '@common/schemas/claims.js';
import { farms, listingClaims, users, type ListingClaimRow } from '../../db/schema/index.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';
import type { DbOrTx } from '../farms/sql.js';

export interface ClaimListFilter {
  q?: string;
  status: AdminClaim['status'] | 'all';
}

const claimant = alias(users, 'claimant');
const row = {
  claim: listingClaims,
  farm: {
    id: farms.id,
    name: farms.name,
    city: farms.city,
    region: farms.region,
    source: farms.source,
    phone: farms.phone,
    website: farms.website,
    ownerId: farms.ownerId,
  },
  claimant: { id: claimant.id, firstName: claimant.firstName, email: claimant.email, emailVerifiedAt: claimant.emailVerifiedAt },
};
type Row = { claim: ListingClaimRow; farm: AdminClaim['farm']; claimant: { id: string; firstName: string; email: string; emailVerifiedAt: Date | null } };

export function claimsRepository(db: DbOrTx) {
  const where = (f: ClaimListFilter): SQL | undefined => {
    const like = f.q ? likePattern(f.q) : null;
    return and(
      like ? or(ilike(farms.name, like), ilike(farms.city, like), ilike(claimant.email, like), ilike(claimant.firstName, like)) : undefined,
      f.status === 'all' ? undefined : eq(listingClaims.status, f.status),
    );
  };
  const joined = () =>
    db
      .select(row)
      .from(listingClaims)
      .innerJoin(farms, eq(farms.id, listingClaims.farmId))
      .innerJoin(claimant, eq(claimant.id, listingClaims.userId))
      .$dynamic();

  return {
    /** Null when the farmer has an open claim of this listing already. */
    async insert(values: typeof listingClaims.$inferInsert) {
      const [made] = await db.insert(listingClaims).values(values).onConflictDoNothing().returning();
      return made ?? null;
    },
    async find(id: string) {
      const [found] = await db.select().from(listingClaims).where(eq(listingClaims.id, id));
      return found;
    },
    async findForAdmin(id: string): Promise<AdminClaim | undefined> {
      const [found] = await joined().where(eq(listingClaims.id, id));
      return found ? presentAdminClaim(found as Row) : undefined;
    },
    async latestOf(farmId: number, userId: string) {
      const [found] = await db
        .select()
        .from(listingClaims)
        .where(and(eq(listingClaims.farmId, farmId), eq(listingClaims.userId, userId)))
        .orderBy(desc(listingClaims.createdAt))
        .limit(1);
      return found;
    },
    async openOfListing(farmId: number) {
      return db
        .select()
        .from(listingClaims)
        .where(and(eq(listingClaims.farmId, farmId), eq(listingClaims.status, 'open')));
    },
    async decide(id: string, values: Pick<ListingClaimRow, 'status' | 'decisionNote' | 'decidedBy'>) {
      await db
        .update(listingClaims)
        .set({ ...values, decidedAt: new Date() })
        .where(eq(listingClaims.id, id));
    },
    async list(f: ClaimListFilter, dir: 'asc' | 'desc', limit: number, offset: number) {
      const [rows, [{ total }]] = await Promise.all([
        joined()
          .where(where(f))
          .orderBy(...orderBy(listingClaims.createdAt, dir, listingClaims.id))
          .limit(limit + 1)
          .offset(offset),
        db
          .select({ total: count() })
          .from(listingClaims)
          .innerJoin(farms, eq(farms.id, listingClaims.farmId))
          .innerJoin(claimant, eq(claimant.id, listingClaims.userId))
          .where(where(f)),
      ]);
      return { rows: (rows as Row[]).map(presentAdminClaim), total };
    },
  };
}

export const presentMyClaim = (c: ListingClaimRow): MyClaim => ({
  id: c.id,
  status: c.status,
  createdAt: c.createdAt.toISOString(),
  decisionNote: c.decisionNote,
});

function presentAdminClaim({ claim, farm, claimant: who }: Row): AdminClaim {
  return {
    id: claim.id,
    farm,
    claimant: { id: who.id, firstName: who.firstName, email: who.email, emailVerified: who.emailVerifiedAt !== null },
    note: claim.note,
    phone: claim.phone,
    website: claim.website,
    status: claim.status,
    decisionNote: claim.decisionNote,
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    createdAt: claim.createdAt.toISOString(),
  };
}
