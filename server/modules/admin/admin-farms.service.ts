import type { z } from 'zod';
import { msg } from '@common/i18n/keys.js';
import type { AdminFarm, AdminFarmListQuerySchema, AdminFarmPatchSchema, AdminPage, ClaimListingSchema } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Language } from '../../lib/i18n.js';
import { conflict, notFound, withValues } from '../../lib/errors.js';
import { mustBeAdmin } from './admin.policy.js';
import { recordAuditBy } from '../accounts/audit.js';
import { usersRepository } from '../auth/users.service.js';
import { farmsService } from '../farms/farms.service.js';
import { adminFarmsRepository, presentAdminFarm } from './admin-farms.repository.js';
import { overview } from './overview.repository.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';

const NOT_FOUND = msg('errors:admin.listingNotFound');

/** Listings as admins see them: every status, with owner, to verify, suspend and hand over. */
export function adminFarmsService(db: Db) {
  const repo = adminFarmsRepository(db);

  async function present(id: number): Promise<AdminFarm> {
    const row = await repo.find(id);
    if (!row) throw notFound(NOT_FOUND);
    return presentAdminFarm(row);
  }

  return {
    async overview(admin: Actor, days: number, lang: Language = 'en') {
      mustBeAdmin(admin);
      return overview(db, days, lang);
    },

    async list(admin: Actor, query: z.output<typeof AdminFarmListQuerySchema>): Promise<AdminPage<AdminFarm>> {
      mustBeAdmin(admin);
      const { q, sort, dir, limit, cursor, ...filter } = query;
      const offset = offsetOf(cursor);
      const { rows, total } = await repo.list({ q, ...filter }, sort, dir, limit, offset);
      return pageOf(rows, { limit, offset, total }, presentAdminFarm);
    },

    /** Verify or unverify, and publish, unpublish or suspend: status changes go through the listing rules. */
    async update(admin: Actor, id: number, { verified, status }: z.output<typeof AdminFarmPatchSchema>): Promise<AdminFarm> {
      mustBeAdmin(admin);
      if (!(await repo.find(id))) throw notFound(NOT_FOUND);
      if (status) await farmsService(db).patch(admin, id, { status });
      if (verified !== undefined) await repo.setVerified(id, verified);
      const farm = await present(id);
      const what = [status && `set to ${status}`, verified !== undefined && (verified ? 'verified' : 'unverified')].filter(Boolean).join(' and ');
      await recordAuditBy(db, admin, {
        action: 'listing.update',
        summary: `Listing “${farm.name}” ${what}`,
        target: { type: 'farm', id },
        details: { verified, status },
      });
      return farm;
    },

    /** Hands an imported (unowned) listing to the farmer who runs it. */
    async claim(admin: Actor, id: number, { email }: z.output<typeof ClaimListingSchema>): Promise<AdminFarm> {
      mustBeAdmin(admin);
      if (!(await repo.find(id))) throw notFound(NOT_FOUND);
      const farmer = await usersRepository(db).findByEmail(email);
      // Messages with values are built first: the key checker reads a key in a call, not in a call's argument.
      const noAccount = withValues('errors:admin.noAccountForEmail', { email });
      if (!farmer) throw notFound(noAccount);
      const notAFarmer = withValues('errors:admin.notAFarmerAccount', { email, role: farmer.userType });
      if (farmer.userType !== 'farmer') throw conflict(notAFarmer);
      if (!(await repo.claim(id, farmer.id))) throw conflict('errors:admin.listingHasOwner');
      const farm = await present(id);
      await recordAuditBy(db, admin, {
        action: 'listing.claim',
        summary: `Gave listing “${farm.name}” to ${farm.owner?.email}`,
        target: { type: 'farm', id: farm.id },
      });
      return farm;
    },
  };
}
