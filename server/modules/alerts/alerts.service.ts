import crypto from 'node:crypto';
import { ALERT_LIMITS, type Alert, type AlertInputData, type AlertList } from '@common/schemas/alerts.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, notFound, withValues } from '../../lib/errors.js';
import { fromUnit } from '../../lib/geo/distance.js';
import { resolveLocation } from '../../lib/geo/gazetteer.js';
import { limit } from '../../lib/rate-limit.js';
import { resolveOrigin } from '../farms/search/search-query.js';
import { buildTsQuery } from '../farms/search/text-search.js';
import { alertPolicy } from './alerts.policy.js';
import { presentAlert } from './alerts.presenter.js';
import { alertsRepository } from './alerts.repository.js';
import { msg } from '@common/i18n/keys.js';

const NOT_FOUND = msg('errors:alerts.notFound');

/** The typo-tolerant match of `available=` for the alert's word, or a 400 when it has none ("the"). */
async function queryFor(db: Db, product: string): Promise<string> {
  const query = await buildTsQuery(db, product);
  if (!query) throw badRequest('errors:alerts.whichProduct', { product: msg('errors:alerts.notAProduct') });
  return query;
}

/** Product alerts (docs/product.md §9): the user's own, at most ALERT_LIMITS.perUser, each alive six months at a time. */
export function alertsService(db: Db) {
  async function owned(user: Actor, id: number) {
    const alert = await alertsRepository(db).find(id);
    if (!alert || !alertPolicy.own(user, alert)) throw notFound(NOT_FOUND);
    return alert;
  }

  return {
    async list(user: Actor): Promise<AlertList> {
      const items = await alertsRepository(db).list(user.id);
      return { items: items.map((r) => presentAlert(r)), limit: ALERT_LIMITS.perUser };
    },

    async create(user: Actor, input: AlertInputData): Promise<Alert> {
      await limit(db, 'alerts', user.id);
      const origin = resolveOrigin(input)!;
      const label = input.near ? input.place || 'the place you chose' : (resolveLocation(input.location!)?.label ?? input.location!);
      const query = await queryFor(db, input.product);
      return db.transaction(async (tx) => {
        const repo = alertsRepository(tx);
        // Serialized per user, so two quick creates cannot both slip under the limit.
        await repo.lockUser(user.id);
        if ((await repo.count(user.id)) >= ALERT_LIMITS.perUser) {
          const said = withValues('errors:alerts.tooMany', { max: ALERT_LIMITS.perUser });
          throw conflict(said);
        }
        const row = await repo.insert({
          userId: user.id,
          product: input.product,
          query,
          lat: origin.lat,
          lng: origin.lng,
          placeLabel: label,
          radius: input.radius,
          unit: input.unit,
          wants: input.wants,
          headsUp: input.headsUp,
          radiusM: fromUnit(input.radius, input.unit) * 1000,
          token: crypto.randomBytes(24).toString('base64url'),
          months: ALERT_LIMITS.lifetimeMonths,
        });
        return presentAlert(row);
      });
    },

    /** One tap: six more months. */
    async renew(user: Actor, id: number): Promise<Alert> {
      await limit(db, 'alerts', user.id);
      const alert = await owned(user, id);
      const query = await queryFor(db, alert.product);
      return presentAlert(await alertsRepository(db).renew(alert.id, query, ALERT_LIMITS.lifetimeMonths));
    },

    async remove(user: Actor, id: number): Promise<void> {
      await limit(db, 'alerts', user.id);
      await owned(user, id);
      await alertsRepository(db).remove(id);
    },

    /** The email's one-click unsubscribe: the token is the credential. Null: no such alert (any more). */
    async unsubscribe(token: string): Promise<{ product: string; userId: string } | null> {
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
      const alert = await alertsRepository(db).byToken(token);
      if (!alert) return null;
      await alertsRepository(db).remove(alert.id);
      return { product: alert.product, userId: alert.user_id };
    },

    async byToken(token: string): Promise<{ product: string; userId: string } | null> {
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
      const alert = await alertsRepository(db).byToken(token);
      return alert ? { product: alert.product, userId: alert.user_id } : null;
    },
  };
}
