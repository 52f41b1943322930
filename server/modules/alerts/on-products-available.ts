import { onEvent } from '../../lib/events/index.js';
import { queueProductAlerts } from './alerts.job.js';

/**
 * Products marked available tell the alerts around the listing: every "available" the stand says counts (alerts fire
 * once a day per listing, whatever repeats), a visitor's word does not (it is not the stand's).
 */
export const alertsOnProductsAvailable = onEvent('listing.productsAvailable', 'alerts.match-products', async (event, { tx }) => {
  if (event.source === 'visitor') return;
  await queueProductAlerts(tx, { farmId: event.farmId, productIds: event.marked, actorId: event.actorId });
});
