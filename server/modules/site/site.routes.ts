import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SwitchSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { siteService, SWITCHES, type SwitchName } from './site.service.js';

const tags = ['site'];

export function siteRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const site = siteService(db);

  for (const name of Object.keys(SWITCHES) as SwitchName[]) {
    api.get(`/api/${name}/settings`, { schema: { tags, summary: `Whether ${name} mode is on`, response: { 200: SwitchSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return site.getSwitch(name);
    });

    api.put(
      `/api/admin/settings/${name}`,
      { config: { auth: 'admin' }, schema: { tags, summary: `Turn ${name} mode on or off (admins)`, body: SwitchSchema, response: { 200: SwitchSchema } } },
      async (request) => site.setSwitch(actor(request), name, request.body),
    );
  }
}
