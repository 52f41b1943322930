import { onEvent } from '../../lib/events/index.js';
import { announceAvailable } from './fanout.js';

/**
 * A product back in stock is news for the listing's followers, when the stand itself says so (the farmer or its
 * sign, not a visitor) and the change brings no news of its own (a bulk message that marks products).
 */
export const followersOnProductsAvailable = onEvent('listing.productsAvailable', 'messages.announce-available', async (event, { tx, at }) => {
  if (event.source === 'visitor' || !event.announce) return;
  for (const product of event.becameAvailable) await announceAvailable(tx, event.farmId, product, at);
});
