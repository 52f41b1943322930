import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { LIMITS, type LimitName } from '../../lib/rate-limit.js';
import { as, type TestUser } from '../../test/helpers.js';

/** Spends all of `subject`'s allowance under the named limit: the next hit must be refused. */
export const exhaust = (db: Db, name: LimitName, subject: string) =>
  db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`${name}:${subject}`}, ${LIMITS[name].max}, now() + interval '1 hour')
                 ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at`);

export const notificationsOf = async (app: FastifyInstance, user: TestUser, type: string) =>
  ((await as(app, user)({ url: '/api/notifications' })).json().items as Array<{ type: string; title: string; body: string; url: string }>).filter(
    (n) => n.type === type,
  );

export const trustOf = async (app: FastifyInstance, farmId: number, user: TestUser | null = null) =>
  (await as(app, user)({ url: `/api/farms/${farmId}/trust` })).json();
