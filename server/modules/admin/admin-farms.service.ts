import { AdminFarmListQuerySchema, AdminFarmPatchSchema, ClaimListingSchema, type AdminFarm, type AdminPage } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { conflict, notFound, parse } from '../../lib/errors.js';
import { usersRepository } from '../auth/users.repository.js';
import { farmsService } from '../farms/farms.service.js';
import { adminFarmsRepository, presentAdminFarm } from './admin-farms.repository.js';
import { offsetOf, pageOf } from './paging.js';
import { actorOf } from '../../lib/actor.js';

const NOT_FOUND = 'This listing does not exist.';

/** Listings as admins see them: every status, with owner, to verify, suspend and hand over. Callers are admins. */
export function adminFarmsService(db: Db) {
  const repo = adminFarmsRepository(db);

  async function present(id: number): Promise<AdminFarm> {
    const row = await repo.find(id);
    if (!row) throw notFound(NOT_FOUND);
    return presentAdminFarm(row);
  }

  return {
    async list(query: unknown): Promise<AdminPage<AdminFarm>> {
      const { q, sort, dir, limit, cursor, ...filter } = parse(AdminFarmListQuerySchema, query);
      const offset = offsetOf(cursor);
      const { rows, total } = await repo.list({ q, ...filter }, sort, dir, limit, offset);
      return pageOf(rows, { limit, offset, total }, presentAdminFarm);
    },

    /** Verify or unverify, and publish, unpublish or suspend: status changes go through the listing rules. */
    async update(admin: UserRow, id: number, body: unknown): Promise<AdminFarm> {
      const { verified, status } = parse(AdminFarmPatchSchema, body);
      if (!(await repo.find(id))) throw notFound(NOT_FOUND);
      if (status) await farmsService(db).patch(actorOf(admin), id, { status });
      if (verified !== undefined) await repo.setVerified(id, verified);
      return present(id);
    },

    /** Hands an imported (unowned) listing to the farmer who runs it. */
    async claim(id: number, body: unknown): Promise<AdminFarm> {
      const { email } = parse(ClaimListingSchema, body);
      if (!(await repo.find(id))) throw notFound(NOT_FOUND);
      const farmer = await usersRepository(db).findByEmail(email);
      if (!farmer) throw notFound(`There is no account for ${email}. Ask the farmer to sign up first, then claim the listing for them.`);
      if (farmer.userType !== 'farmer') throw conflict(`${email} is a ${farmer.userType} account. Only a farmer account can own a listing.`);
      if (!(await repo.claim(id, farmer.id))) throw conflict('This listing already has an owner.');
      return present(id);
    },
  };
}
