import { onEvent } from '../../lib/events/index.js';
import { notifyPages } from './page-cache.repository.js';
import { pageTag } from './page-data.js';

/** A listing's page shows what people say about it (its warning, reports, claim card and picking): forget it. */
export const pagesOnListingTrustChanged = onEvent('listing.trustChanged', 'pages.listing-trust-changed', async ({ farmId }, { tx }) => {
  await notifyPages(tx, [pageTag.listing(farmId)]);
});
