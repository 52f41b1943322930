import type { Switch } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { recordAuditBy } from '../accounts/audit.js';
import { settingsRepository } from '../../lib/settings/settings.repository.js';

/** The site-wide switches (docs/product.md: maintenance and coming-soon modes), by their path name. */
export const SWITCHES = { maintenance: 'maintenance', 'coming-soon': 'comingSoon' } as const;
export type SwitchName = keyof typeof SWITCHES;

export function siteService(db: Db) {
  const settings = settingsRepository(db);
  return {
    async getSwitch(name: SwitchName): Promise<Switch> {
      return { isEnabled: (await settings.get<Switch>(SWITCHES[name]))?.isEnabled ?? false };
    },
    /** Admins only (the route says so); audited. */
    async setSwitch(admin: Actor, name: SwitchName, value: Switch): Promise<Switch> {
      await settings.set(SWITCHES[name], value);
      await recordAuditBy(db, admin, { action: `site.${name}`, summary: `Turned ${name} mode ${value.isEnabled ? 'on' : 'off'}`, details: value });
      return value;
    },
  };
}
