import { onEvent } from '../../lib/events/index.js';
import { notifyPages } from './page-cache.repository.js';
import { pageTag } from './page-data.js';

/**
 * Products marked available: the listing's page, the lists showing it, and the in-season answers (decision 066).
 * Not every list: stock is marked many times a day, and a list it might join is rendered again within the TTL.
 */
export const pagesOnProductsAvailable = onEvent('listing.productsAvailable', 'pages.products-available', async ({ farmId }, { tx }) => {
  await notifyPages(tx, [pageTag.listing(farmId), pageTag.stock]);
});
