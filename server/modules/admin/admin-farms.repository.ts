import { and, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminFarm } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { farms, users } from '../../db/schema/index.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';

export interface FarmListFilter {
  q?: string;
  status?: AdminFarm['status'];
  verified?: 'yes' | 'no';
  owner?: 'claimed' | 'unclaimed';
}

const SORT = { updated: farms.updatedAt, created: farms.createdAt, name: farms.name } as const;

const row = {
  id: farms.id,
  name: farms.name,
  city: farms.city,
  region: farms.region,
  kind: farms.kind,
  status: farms.status,
  verified: farms.verified,
  source: farms.source,
  updatedAt: farms.updatedAt,
  createdAt: farms.createdAt,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerEmail: users.email,
};
export interface AdminFarmRow {
  id: number;
  name: string;
  city: string;
  region: string;
  kind: string;
  status: AdminFarm['status'];
  verified: boolean;
  source: string | null;
  updatedAt: Date;
  createdAt: Date;
  ownerId: string | null;
  ownerFirstName: string | null;
  ownerEmail: string | null;
}

export function adminFarmsRepository(db: Db) {
  function where(f: FarmListFilter): SQL | undefined {
    const q = f.q ? likePattern(f.q) : null;
    return and(
      q
        ? or(
            ilike(farms.name, q),
            ilike(farms.city, q),
            ilike(farms.region, q),
            ilike(farms.postalCode, q),
            ilike(users.email, q),
            /^\d{1,15}$/.test(f.q!) ? eq(farms.id, Number(f.q)) : undefined,
          )
        : undefined,
      f.status ? eq(farms.status, f.status) : undefined,
      f.verified ? eq(farms.verified, f.verified === 'yes') : undefined,
      f.owner === 'claimed' ? isNotNull(farms.ownerId) : f.owner === 'unclaimed' ? isNull(farms.ownerId) : undefined,
    );
  }

  return {
    async list(f: FarmListFilter, sort: keyof typeof SORT, dir: 'asc' | 'desc', limit: number, offset: number) {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(row)
          .from(farms)
          .leftJoin(users, eq(users.id, farms.ownerId))
          .where(where(f))
          .orderBy(...orderBy(SORT[sort], dir, farms.id))
          .limit(limit + 1)
          .offset(offset),
        db.select({ total: count() }).from(farms).leftJoin(users, eq(users.id, farms.ownerId)).where(where(f)),
      ]);
      return { rows: rows as AdminFarmRow[], total };
    },
    async find(id: number) {
      const [found] = await db.select(row).from(farms).leftJoin(users, eq(users.id, farms.ownerId)).where(eq(farms.id, id));
      return found as AdminFarmRow | undefined;
    },
    async setVerified(id: number, verified: boolean) {
      await db.update(farms).set({ verified, updatedAt: new Date() }).where(eq(farms.id, id));
    },
    /** Gives an unowned listing to a farmer; false when it is gone or already has an owner. */
    async claim(id: number, ownerId: string) {
      const rows = await db
        .update(farms)
        .set({ ownerId, updatedAt: new Date() })
        .where(and(eq(farms.id, id), isNull(farms.ownerId)))
        .returning({ id: farms.id });
      return rows.length > 0;
    },
  };
}

export function presentAdminFarm(r: AdminFarmRow): AdminFarm {
  return {
    id: r.id,
    name: r.name,
    city: r.city,
    region: r.region,
    kind: r.kind,
    status: r.status,
    verified: r.verified,
    source: r.source,
    owner: r.ownerId ? { id: r.ownerId, firstName: r.ownerFirstName ?? '', email: r.ownerEmail ?? '' } : null,
    updatedAt: r.updatedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}
