import type { FastifyInstance } from 'fastify';
import { SwitchSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { parse } from '../../lib/errors.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin } from '../auth/session.js';
import { settingsRepository } from './settings.repository.js';

const SWITCHES = { maintenance: 'maintenance', 'coming-soon': 'comingSoon' } as const;

export function siteRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const settings = settingsRepository(db);

  for (const [path, key] of Object.entries(SWITCHES)) {
    app.get(`/api/${path}/settings`, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { isEnabled: (await settings.get<{ isEnabled: boolean }>(key))?.isEnabled ?? false };
    });

    app.put(`/api/admin/settings/${path}`, async (request) => {
      requireAdmin(request);
      const value = parse(SwitchSchema, request.body);
      await settings.set(key, value);
      await recordAudit(db, request, { action: `site.${path}`, summary: `Turned ${path} mode ${value.isEnabled ? 'on' : 'off'}`, details: value });
      return value;
    });
  }
}
