import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AdminSponsorListQuerySchema, OverviewQuerySchema } from '@common/schemas/admin.js';
import { SponsorAssetInputSchema, type SponsorAsset } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { notFound, parse } from '../../lib/errors.js';
import { recordAudit } from '../accounts/audit.js';
import { offsetOf, pageOf } from '../admin/paging.js';
import { requireAdmin } from '../auth/session.js';
import { sponsorEventsService } from './sponsor-events.service.js';
import { sponsorStats } from './sponsor-stats.js';
import { sponsorsRepository, type SponsorRow } from './sponsors.repository.js';

const IdParams = z.object({ id: z.uuid('Unknown sponsor asset') });

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

export function sponsorsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const sponsors = sponsorsRepository(db);
  const events = sponsorEventsService(db);

  app.get('/api/sponsors/active/popup', async () => (await sponsors.activeForPlacement('popup')).map(presentSponsor));

  for (const kind of ['impression', 'click'] as const) {
    app.post(`/api/sponsors/${kind}`, async (request, reply) => {
      const recorded = await events.record(kind, request.body, request.ip);
      return reply.status(recorded ? 201 : 200).send({ recorded });
    });
  }

  app.get('/api/admin/sponsors', async (request) => {
    requireAdmin(request);
    const query = parse(AdminSponsorListQuerySchema, request.query);
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
  });

  app.get('/api/admin/sponsors/:id/stats', async (request) => {
    requireAdmin(request);
    const { id } = parse(IdParams, request.params);
    const { days } = parse(OverviewQuerySchema, request.query);
    if (!(await sponsors.findById(id))) throw notFound('Unknown sponsor asset.');
    return sponsorStats(db, id, days);
  });

  app.post('/api/admin/sponsors', async (request, reply) => {
    requireAdmin(request);
    const input = parse(SponsorAssetInputSchema, request.body);
    const row = await sponsors.insert(toRow(input));
    await recordAudit(db, request, { action: 'sponsor.create', summary: `Added sponsor “${row.title}”`, target: { type: 'sponsor', id: row.id } });
    return reply.status(201).send(presentSponsor(row));
  });

  app.put('/api/admin/sponsors/:id', async (request) => {
    requireAdmin(request);
    const { id } = parse(IdParams, request.params);
    const input = parse(SponsorAssetInputSchema, request.body);
    const row = await sponsors.update(id, toRow(input));
    if (!row) throw notFound('Unknown sponsor asset.');
    await recordAudit(db, request, {
      action: 'sponsor.update',
      summary: `Updated sponsor “${row.title}”${row.isActive ? '' : ' (inactive)'}`,
      target: { type: 'sponsor', id },
    });
    return presentSponsor(row);
  });

  app.delete('/api/admin/sponsors/:id', async (request, reply) => {
    requireAdmin(request);
    const { id } = parse(IdParams, request.params);
    const existing = await sponsors.findById(id);
    if (!existing || !(await sponsors.delete(id))) throw notFound('Unknown sponsor asset.');
    await recordAudit(db, request, { action: 'sponsor.delete', summary: `Deleted sponsor “${existing.title}”`, target: { type: 'sponsor', id } });
    return reply.status(204).send();
  });
}
