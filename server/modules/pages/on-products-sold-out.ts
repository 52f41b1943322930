import { onEvent } from '../../lib/events/index.js';
import { notifyPages } from './page-cache.repository.js';
import { pageTag } from './page-data.js';

/** Products sold out: the listing's page, the lists showing it, and the in-season answers (decision 066). */
export const pagesOnProductsSoldOut = onEvent('listing.productsSoldOut', 'pages.products-sold-out', async ({ farmId }, { tx }) => {
  await notifyPages(tx, [pageTag.listing(farmId), pageTag.stock]);
});
