import { msg } from '@common/i18n/keys.js';
import { onEvent } from '../../lib/events/index.js';
import { withValues } from '../../lib/errors.js';
import { notify } from './notify.js';

// Keys, not words: the owner is told in their own language (notify says them).
const SOURCE_WORDS = {
  farmer: msg('push:soldOut.byFarmer'),
  visitor: msg('push:soldOut.byVisitor'),
  sign: msg('push:soldOut.bySign'),
} as const;

/** The farmer hears when someone else (a visitor, the stand's sign) marks products of their listing sold out. */
export const ownerOnProductsSoldOut = onEvent('listing.productsSoldOut', 'notifications.stand-sold-out', async (event, { tx }) => {
  if (event.source === 'farmer' || !event.ownerId || event.products.length === 0) return;
  await notify(tx, {
    userId: event.ownerId,
    type: 'stand_sold_out',
    title: withValues('push:soldOut.title', { products: event.products.map((p) => p.name).join(', '), farm: event.farmName }),
    body: withValues('push:soldOut.body', { by: SOURCE_WORDS[event.source] }),
    // Today's stock for that stand: where the farmer confirms it or switches it back (issue 34, point 4).
    url: `/stock?id=${event.farmId}`,
    // Folds while unread: a busy afternoon is one notification that keeps the latest news.
    data: { key: `sold-out:${event.farmId}` },
  });
});
