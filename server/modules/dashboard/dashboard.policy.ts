import { msg } from '@common/i18n/keys.js';
import type { Subject } from '../../lib/actor.js';

export const FARMERS_ONLY = msg('errors:dashboard.farmersOnly');

/** Who may see what of the farmer's dashboard: used by the service (routes never decide). */
export const dashboardPolicy = {
  /** Listing statistics: farmers of their own listings (an admin's are those they own too). */
  stats: (who: Subject) => who.role === 'farmer' || who.role === 'admin',
};
