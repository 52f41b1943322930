import { onEvent } from '../../lib/events/index.js';
import { evaluateAchievements } from './achievements.service.js';

/** A review of a listing counts towards its farmer's achievements (the author's own are counted with the review). */
export const achievementsOnReviewPosted = onEvent('review.posted', 'achievements.review-posted', async ({ ownerId }, { tx }) => {
  if (ownerId) await evaluateAchievements(tx, ownerId, 'reviewed');
});
