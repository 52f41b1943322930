import { onEvent } from '../../lib/events/index.js';
import { notifyPages } from './page-cache.repository.js';
import { pageTag } from './page-data.js';

/** A newly published listing joins the lists and in-season answers around it (decision 066). */
export const pagesOnListingPublished = onEvent('listing.published', 'pages.listing-published', async ({ farmId }, { tx }) => {
  await notifyPages(tx, [pageTag.listing(farmId), pageTag.listings, pageTag.stock]);
});
