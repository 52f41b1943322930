import { z } from 'zod';
import { MessageSchema } from '@common/schemas/messages.js';
import { NotificationSchema } from '@common/schemas/notifications.js';

/**
 * Every domain event the server announces, with the shape of its payload (decision 058). A module that changes
 * something publishes its event with `publish(tx, name, payload)` in the transaction of the change; the modules
 * that care listen with a handler (one file each, listed in `server/jobs.ts`). The payload is checked against its
 * schema here when the event's job runs, so a handler never sees a payload an older or newer writer shaped
 * differently without noticing. Payloads say what happened, not what anyone should do about it.
 */
const product = z.object({ id: z.string(), name: z.string() });
/** Who said a product's availability: the farmer (toggle or editor), a signed-in visitor, or the stand's sign. */
const availabilitySource = z.enum(['farmer', 'visitor', 'sign']);

export const EVENTS = {
  /**
   * Products of a listing were marked available (farmer's toggle or editor, the stand's sign, a visitor's "had it").
   * `marked`: every product said to be available, a confirmation of what already was included; `becameAvailable`:
   * those that were sold out before. `announce` is false when the change comes with news of its own (a bulk message).
   */
  'listing.productsAvailable': z.object({
    farmId: z.number().int(),
    source: availabilitySource,
    actorId: z.string().nullable(),
    marked: z.array(z.string()),
    becameAvailable: z.array(product),
    announce: z.boolean(),
  }),
  /** A counted word (the farmer's, or a weighing visitor's) made a crop's picking good or excellent (decision 067). */
  'listing.pickingGood': z.object({ farmId: z.number().int(), productId: z.string(), actorId: z.string().nullable() }),
  /**
   * What people say about a listing changed as its page shows it (`what`): a report filed, answered or resolved; a
   * visitor's counted answer at the stand, which may raise the closed warning; the owner's answer to the warning, or an
   * admin clearing it; a claim decided (an approved one gives the listing its owner); the picking said by a counted word;
   * a review removed, hidden or shown again, or answered by the farmer (one written or edited is `review.posted`).
   */
  'listing.trustChanged': z.object({
    farmId: z.number().int(),
    what: z.enum(['report', 'visitorAnswer', 'closedWarning', 'claim', 'picking', 'review']),
  }),
  /** Products of a listing went from available to sold out. */
  'listing.productsSoldOut': z.object({
    farmId: z.number().int(),
    farmName: z.string(),
    ownerId: z.string().nullable(),
    source: availabilitySource,
    actorId: z.string().nullable(),
    products: z.array(product),
  }),
  /** A listing was created (a draft) by its owner. */
  'listing.created': z.object({ farmId: z.number().int(), ownerId: z.string() }),
  /**
   * A listing was saved in its editor (any field, its status included) or deleted (`removed`). Products it made
   * available are announced apart (`listing.productsAvailable`).
   */
  'listing.changed': z.object({ farmId: z.number().int(), removed: z.boolean() }),
  /** A listing went from another status to published. */
  'listing.published': z.object({ farmId: z.number().int(), ownerId: z.string().nullable() }),
  /** An account was created through registration, with the ambassador code it came with, if any. */
  'account.registered': z.object({ userId: z.string(), ref: z.string().nullable() }),
  /** A review of a listing was written or edited (`edited`). */
  'review.posted': z.object({
    reviewId: z.string(),
    farmId: z.number().int(),
    authorId: z.string(),
    ownerId: z.string().nullable(),
    edited: z.boolean(),
  }),
  /**
   * A check-in at a listing was recorded, or an unverified one verified (`verified`). Announced for listeners to come:
   * the visitor's own achievements are counted in the request, whose answer shows them.
   */
  'visit.recorded': z.object({ visitId: z.string(), farmId: z.number().int(), userId: z.string(), verified: z.boolean() }),
  /**
   * An admin suspended an account (its sessions have ended by the time listeners run). Announced for listeners to
   * come; the audit entry is written with the change.
   */
  'account.suspended': z.object({ userId: z.string(), by: z.string() }),
  /**
   * A message was posted into the thread of two people (by hand, or a bulk message's fan-out reaching a follower):
   * the thread's rows and both sides' unread counts changed with it. `senderName` is the sender's first name, as the
   * recipient's notification says it.
   */
  'message.sent': z.object({ message: MessageSchema, recipientId: z.string(), senderName: z.string() }),
  /** A reader's read mark in a thread moved forward (`unreadCount` is what the reader has left unread there). */
  'conversation.read': z.object({ readerId: z.string(), peerId: z.string(), lastReadId: z.number().int(), unreadCount: z.number().int() }),
  /** An in-app notification was written, or folded into the unread one it `replaces` (the bell's list changed). */
  'notification.recorded': z.object({ userId: z.string(), notification: NotificationSchema, replaces: z.number().int().nullable() }),
  /** Some of a user's notifications were marked read (the bell's badge dropped). */
  'notifications.read': z.object({ userId: z.string() }),
  /** A self-service stand's local day ended at the time its farmer picked (issue 33 point 4): its sales, not refuted. */
  'sales.daySummary': z.object({
    farmId: z.number().int(),
    farmName: z.string(),
    ownerId: z.string(),
    day: z.string(),
    count: z.number().int(),
    priceTotalCents: z.number().int(),
    saidPaidCents: z.number().int(),
    refuted: z.number().int(),
  }),
} as const satisfies Record<string, z.ZodType>;

export type EventName = keyof typeof EVENTS;
export type EventPayload<N extends EventName> = z.output<(typeof EVENTS)[N]>;
