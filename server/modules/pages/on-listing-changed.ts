import { onEvent } from '../../lib/events/index.js';
import { notifyPages } from './page-cache.repository.js';
import { pageTag } from './page-data.js';

/** A saved or deleted listing: its page, every list showing it, and which listings any list finds (decision 066). */
export const pagesOnListingChanged = onEvent('listing.changed', 'pages.listing-changed', async ({ farmId }, { tx }) => {
  await notifyPages(tx, [pageTag.listing(farmId), pageTag.listings, pageTag.stock]);
});
