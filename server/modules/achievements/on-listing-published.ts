import { onEvent } from '../../lib/events/index.js';
import { evaluateAchievements } from './achievements.service.js';

/** A farmer's first published listing can earn them an achievement. */
export const achievementsOnListingPublished = onEvent('listing.published', 'achievements.listing-published', async ({ ownerId }, { tx }) => {
  if (ownerId) await evaluateAchievements(tx, ownerId, 'published');
});
