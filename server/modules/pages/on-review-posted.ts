import { onEvent } from '../../lib/events/index.js';
import { notifyPages } from './page-cache.repository.js';
import { pageTag } from './page-data.js';

/** A review changes the listing's rating, on its page and on the cards of the lists showing it (decision 066). */
export const pagesOnReviewPosted = onEvent('review.posted', 'pages.review-posted', async ({ farmId }, { tx }) => {
  await notifyPages(tx, [pageTag.listing(farmId)]);
});
