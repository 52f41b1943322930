/**
 * Plain limits and lists that the browser's forms and the server's schemas share. They live apart from
 * common/schemas on purpose: the browser has the zod contract in one file, and importing any value from a schema
 * file evaluates all of it (about 50 ms of a phone's main thread on a listing page that validates nothing).
 */

export const FARM_LIMITS = { nameMax: 100, descriptionMax: 4000, productsMax: 100, photosMax: 12, radiusMax: 500, limitMax: 100 } as const;

export const REVIEW_LIMITS = { bodyMin: 3, bodyMax: 2000, replyMax: 1000, reasonMax: 500 } as const;

/** A check-in within this distance of the listing's pin is a verified visit. */
export const VERIFIED_VISIT_RADIUS_M = 500;

/** Longest owner's answer to a closed warning, and admin's reason for clearing one (decision 049). */
export const CLOSED_WARNING_NOTE_MAX = 500;

export const REPORT_KINDS = ['closed-for-good', 'wrong-hours', 'wrong-location', 'duplicate', 'other'] as const;

/** Product alerts (docs/product.md §9): "Tell me when strawberries are available within 10 mi of home". */
export const ALERT_LIMITS = {
  perUser: 20,
  /** In the alert's own unit: an alert is about stands one would drive to. */
  radiusMax: 100,
  productMax: 60,
  /** An alert stops firing this many months after it was made or renewed. */
  lifetimeMonths: 6,
} as const;

/** What a referral code looks like in a link (/join?ref=CODE): anything else is ignored. */
export const REF_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** How the picking is at a u-pick (issue 32 point 1), best first. "Good picking" is `good` or `excellent`. */
export const PICKING_CONDITIONS = ['excellent', 'good', 'fair', 'picked-over', 'done-for-season'] as const;
export const PICKING_LIMITS = {
  noteMax: 200,
  /** How long a visitor's word counts; the farmer's counts longer, and a visitor's never overrides the farmer's of the same day (decision 062). */
  visitorDays: 3,
  farmerDays: 7,
} as const;
