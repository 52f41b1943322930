import type { Achievement } from '@common/schemas/achievements.js';
import type { DbOrTx } from '../farms/sql.js';
import { achievementsFor, METRICS_OF_EVENT, type AchievementDef, type AchievementEvent, type Metric } from './definitions.js';
import { achievementsRepository, metricsOf } from './achievements.repository.js';
import { msg } from '@common/i18n/keys.js';
import { withValues } from '../../lib/errors.js';
import { localize, type Language } from '../../lib/i18n.js';
import { isLanguage } from '@common/i18n/languages.js';
import { notify } from '../notifications/notify.js';

type UserType = 'farmer' | 'consumer' | 'admin';

function present(def: AchievementDef, metrics: Record<Metric, number>, earnedAt: Date | null, lang: Language): Achievement {
  const { code, audience, target } = def;
  // The badge's words in the reader's language (the same as its earner is told them); the definition's English otherwise.
  const words = BADGE_NEWS[code];
  const title = words ? localize(words.title, lang) : def.title;
  const description = words ? localize(words.description, lang) : def.description;
  const unit = localize(UNITS[def.unit] ?? def.unit, lang);
  return { code, title, description, audience, target, unit, progress: Math.min(target, metrics[def.metric]), earnedAt: earnedAt?.toISOString() ?? null };
}

/** A badge's words as its earner is told them (keys: notify says them in the earner's language). */
export const BADGE_NEWS: Record<string, { title: string; description: string }> = {
  'first-visit': { title: msg('push:badges.firstVisit.title'), description: msg('push:badges.firstVisit.description') },
  'ten-stands': { title: msg('push:badges.tenStands.title'), description: msg('push:badges.tenStands.description') },
  'first-review': { title: msg('push:badges.firstReview.title'), description: msg('push:badges.firstReview.description') },
  'ten-reviews': { title: msg('push:badges.tenReviews.title'), description: msg('push:badges.tenReviews.description') },
  'first-trip': { title: msg('push:badges.firstTrip.title'), description: msg('push:badges.firstTrip.description') },
  'loop-complete': { title: msg('push:badges.loopComplete.title'), description: msg('push:badges.loopComplete.description') },
  'four-seasons': { title: msg('push:badges.fourSeasons.title'), description: msg('push:badges.fourSeasons.description') },
  'ten-favorites': { title: msg('push:badges.tenFavorites.title'), description: msg('push:badges.tenFavorites.description') },
  published: { title: msg('push:badges.published.title'), description: msg('push:badges.published.description') },
  'ten-followers': { title: msg('push:badges.tenFollowers.title'), description: msg('push:badges.tenFollowers.description') },
  'five-star': { title: msg('push:badges.fiveStar.title'), description: msg('push:badges.fiveStar.description') },
  'ten-replies': { title: msg('push:badges.tenReplies.title'), description: msg('push:badges.tenReplies.description') },
};

/** What a badge counts, as its progress says it ("3 of 10 visits"). */
const UNITS: Record<string, string> = {
  favorites: msg('achievements:units.favorites'),
  followers: msg('achievements:units.followers'),
  listings: msg('achievements:units.listings'),
  replies: msg('achievements:units.replies'),
  reviews: msg('achievements:units.reviews'),
  seasons: msg('achievements:units.seasons'),
  stands: msg('achievements:units.stands'),
  trips: msg('achievements:units.trips'),
  visits: msg('achievements:units.visits'),
};

/**
 * The one place "badges were earned" leaves this module: every earning (from any action, for the actor or a
 * listing's owner) notifies the user exactly once, in the transaction that awarded it.
 */
export async function onAchievementsEarned(db: DbOrTx, userId: string, earned: Achievement[]): Promise<void> {
  for (const a of earned) {
    const words = BADGE_NEWS[a.code] ?? a;
    await notify(db, {
      userId,
      type: 'achievement',
      title: withValues('push:achievement.title', { badge: words.title }),
      body: words.description,
      url: '/achievements',
      data: { code: a.code },
    });
  }
}

/** Every badge for this user with progress, earned or locked. */
export async function listAchievements(db: DbOrTx, userId: string, userType: UserType, lang: Language = 'en'): Promise<Achievement[]> {
  const [metrics, earned] = await Promise.all([metricsOf(db, userId), achievementsRepository(db).earned(userId)]);
  const at = new Map(earned.map((e) => [e.code, e.earnedAt]));
  return achievementsFor(userType).map((def) => present(def, metrics, at.get(def.code) ?? null, lang));
}

/**
 * Awards the badges whose target the user has now reached, among those `event` can move (all of them
 * when recomputing from scratch), and answers the newly earned ones. Badges are never taken back.
 */
export async function evaluateAchievements(db: DbOrTx, userId: string, event?: AchievementEvent): Promise<Achievement[]> {
  const user = await achievementsRepository(db).user(userId);
  if (!user) return [];
  const moved = event ? new Set<Metric>(METRICS_OF_EVENT[event]) : null;
  const defs = achievementsFor(user.userType).filter((d) => !moved || moved.has(d.metric));
  if (!defs.length) return [];
  const metrics = await metricsOf(db, userId);
  const reached = defs.filter((d) => metrics[d.metric] >= d.target);
  const rows = await achievementsRepository(db).award(
    userId,
    reached.map((d) => d.code),
  );
  const byCode = new Map(defs.map((d) => [d.code, d]));
  // Answered with the action that earned them: in the earner's own language, as the notification is.
  const lang = isLanguage(user.language) ? user.language : 'en';
  const earned = rows.map((r) => present(byCode.get(r.code)!, metrics, r.earnedAt, lang));
  if (earned.length) await onAchievementsEarned(db, userId, earned);
  return earned;
}
