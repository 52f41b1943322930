import { z } from 'zod';

/**
 * Notification types (docs/product.md §4) and the default of the in-app, push and email channels for each when a
 * user has not chosen (the server's channel registry reads them; a channel added there brings its own default).
 */
export const NOTIFICATION_TYPES = [
  { id: 'message', label: 'New messages', hint: 'Someone wrote to you.', defaults: { inApp: true, push: true, email: true } },
  {
    id: 'bulk_message',
    label: 'News from stands you follow',
    hint: 'A farm tells its followers what just came in.',
    defaults: { inApp: true, push: true, email: false },
  },
  {
    id: 'favorite_update',
    label: 'Favorite stands opening and restocking',
    hint: 'A stand you follow opens for the season or has a product again.',
    defaults: { inApp: true, push: true, email: false },
  },
  {
    id: 'product_alert',
    label: 'Product alerts',
    hint: 'Something you asked to hear about is available near you.',
    defaults: { inApp: true, push: true, email: true },
  },
  { id: 'review_reply', label: 'Replies to your reviews', hint: 'A farmer answered your review.', defaults: { inApp: true, push: true, email: true } },
  { id: 'achievement', label: 'Achievements', hint: 'You earned a badge.', defaults: { inApp: true, push: false, email: false } },
  {
    id: 'listing_feedback',
    label: 'Visitors’ word on your listings',
    hint: 'Visitors found your stand closed, or reported something wrong on your listing.',
    defaults: { inApp: true, push: true, email: true },
  },
  {
    id: 'stand_sold_out',
    label: 'Sold out at your stand',
    hint: 'Someone at your stand, or a visitor, marked a product sold out.',
    defaults: { inApp: true, push: true, email: false },
  },
  {
    id: 'sales_summary',
    label: 'End-of-day sales at your stand',
    hint: 'What shoppers said they bought and paid at your honor-box stand, at the time you picked.',
    defaults: { inApp: true, push: true, email: true },
  },
  { id: 'listing_claim', label: 'Listing claims', hint: 'An admin answered your claim of a listing.', defaults: { inApp: true, push: true, email: true } },
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]['id'];
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES.map((t) => t.id) as [NotificationType, ...NotificationType[]]);

export const NotificationSchema = z.object({
  id: z.number(),
  type: NotificationTypeSchema,
  title: z.string(),
  body: z.string(),
  url: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({ items: z.array(NotificationSchema), nextCursor: z.string().nullable(), unreadCount: z.number() });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** The header's badges. */
export const UnreadSummarySchema = z.object({ notifications: z.number(), messages: z.number() });
export type UnreadSummary = z.infer<typeof UnreadSummarySchema>;

export const MarkReadSchema = z.union([z.strictObject({ ids: z.array(z.number().int().min(1)).min(1).max(200) }), z.strictObject({ all: z.literal(true) })]);
export type MarkReadInput = z.output<typeof MarkReadSchema>;
export const MarkReadResultSchema = z.object({ marked: z.number(), unreadCount: z.number() });
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

/**
 * The preferences are drawn from the server's channel registry (decision 060): `channels` are its names, in its
 * order (`inApp`, `push`, `email`, and any channel registered since). The server builds these schemas once, from
 * the registry, for its routes and their documentation; the client reads the channels from the answer.
 */
export const channelPrefsSchema = (channels: readonly string[]) => z.strictObject(Object.fromEntries(channels.map((c) => [c, z.boolean()])));
/**
 * Every type with every channel. An object that names each type (not a record keyed by the enum): the OpenAPI
 * document then names every field the answer has, and the answer has no field it does not name.
 */
export const notificationPreferencesSchema = (channels: readonly string[]) => {
  const prefs = channelPrefsSchema(channels);
  return z.object(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.id, prefs])) as Record<NotificationType, typeof prefs>);
};
/** PUT: any subset of types, each with every channel. */
export const notificationPreferencesInputSchema = (channels: readonly string[]) => z.partialRecord(NotificationTypeSchema, channelPrefsSchema(channels));
/** Per type, per channel name: on or off. */
export type ChannelPrefs = Record<string, boolean>;
export type NotificationPreferences = Record<NotificationType, ChannelPrefs>;
export type NotificationPreferencesInput = Partial<NotificationPreferences>;

/** The unsubscribe link of notification emails: the user's token, and the type of email to turn off. */
export const EmailUnsubscribeQuerySchema = z.object({ token: z.string().max(100), type: NotificationTypeSchema });
/** Opening the link: anything it lacks makes the page say the link does not work (never a JSON error). */
export const EmailUnsubscribeLinkSchema = z.object({
  token: z.string().max(100).optional().catch(undefined),
  type: NotificationTypeSchema.optional().catch(undefined),
});
