import { onEvent } from '../../lib/events/index.js';
import { queueProductAlerts } from './alerts.job.js';

/** A crop's picking became good or excellent: the alerts that asked for good picking around the listing (decision 067). */
export const alertsOnPickingGood = onEvent('listing.pickingGood', 'alerts.match-picking', async (event, { tx }) => {
  await queueProductAlerts(tx, { farmId: event.farmId, productIds: [event.productId], actorId: event.actorId, picking: true });
});
