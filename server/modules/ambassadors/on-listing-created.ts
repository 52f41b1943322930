import { onEvent } from '../../lib/events/index.js';
import { creditListing } from './referral-credit.js';

/** A listing by a referred farmer is credited to the ambassador who referred them. */
export const ambassadorsOnListingCreated = onEvent('listing.created', 'ambassadors.credit-listing', async ({ farmId, ownerId }, { tx }) => {
  await creditListing(tx, { farmId, ownerId });
});
