import type { z } from 'zod';
import { msg } from '@common/i18n/keys.js';
import type { AdminPage, AdminSponsor, AdminSponsorListQuerySchema, SponsorStats } from '@common/schemas/admin.js';
import type { SponsorAsset, SponsorAssetInputSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { sponsorStats } from './sponsor-stats.js';
import { sponsorsRepository, type SponsorRow } from './sponsors.repository.js';

const UNKNOWN = msg('errors:sponsors.unknownAsset');

export function presentSponsor(row: SponsorRow): SponsorAsset {
  const { id, title, linkUrl, mediaType, imageUrl, videoUrl, aspectRatio, altText, theme, ctaText } = row;
  return { id, title, linkUrl, mediaType, imageUrl, videoUrl, aspectRatio, altText, theme, ctaText };
}

function toRow(input: z.output<typeof SponsorAssetInputSchema>) {
  return {
    ...input,
    imageUrl: input.imageUrl ?? null,
    videoUrl: input.videoUrl ?? null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

/** The sponsor popup: what visitors are shown, and the admins' assets with their numbers. */
export function sponsorsService(db: Db) {
  const sponsors = sponsorsRepository(db);
  return {
    active: async () => (await sponsors.activeForPlacement('popup')).map(presentSponsor),

    async list(admin: Actor, query: z.output<typeof AdminSponsorListQuerySchema>): Promise<AdminPage<AdminSponsor>> {
      mustBeAdmin(admin);
      const offset = offsetOf(query.cursor);
      const { rows, total } = await sponsors.list({ ...query, offset });
      return pageOf(rows, { limit: query.limit, offset, total }, ({ asset, impressions, clicks }) => ({
        ...presentSponsor(asset),
        isActive: asset.isActive,
        placement: asset.placement,
        startsAt: asset.startsAt?.toISOString() ?? null,
        endsAt: asset.endsAt?.toISOString() ?? null,
        impressions,
        clicks,
        clickRate: impressions > 0 ? clicks / impressions : 0,
      }));
    },

    async stats(admin: Actor, id: string, days: number): Promise<SponsorStats> {
      mustBeAdmin(admin);
      if (!(await sponsors.findById(id))) throw notFound(UNKNOWN);
      return sponsorStats(db, id, days);
    },

    async create(admin: Actor, input: z.output<typeof SponsorAssetInputSchema>): Promise<SponsorAsset> {
      mustBeAdmin(admin);
      const row = await sponsors.insert(toRow(input));
      await recordAuditBy(db, admin, { action: 'sponsor.create', summary: `Added sponsor “${row.title}”`, target: { type: 'sponsor', id: row.id } });
      return presentSponsor(row);
    },

    async update(admin: Actor, id: string, input: z.output<typeof SponsorAssetInputSchema>): Promise<SponsorAsset> {
      mustBeAdmin(admin);
      const row = await sponsors.update(id, toRow(input));
      if (!row) throw notFound(UNKNOWN);
      await recordAuditBy(db, admin, {
        action: 'sponsor.update',
        summary: `Updated sponsor “${row.title}”${row.isActive ? '' : ' (inactive)'}`,
        target: { type: 'sponsor', id },
      });
      return presentSponsor(row);
    },

    async remove(admin: Actor, id: string): Promise<void> {
      mustBeAdmin(admin);
      const existing = await sponsors.findById(id);
      if (!existing || !(await sponsors.delete(id))) throw notFound(UNKNOWN);
      await recordAuditBy(db, admin, { action: 'sponsor.delete', summary: `Deleted sponsor “${existing.title}”`, target: { type: 'sponsor', id } });
    },
  };
}
