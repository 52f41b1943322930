import { z } from 'zod';
import { msg } from '../i18n/keys.js';

export const SwitchSchema = z.strictObject({ isEnabled: z.boolean({ error: 'isEnabled must be true or false' }) });
export type Switch = z.infer<typeof SwitchSchema>;

export const SPONSOR_MEDIA = ['youtube', 'video', 'image'] as const;

export const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .url('Enter a full URL starting with https://')
  .refine((u) => /^https?:\/\//i.test(u), 'Only http and https links are allowed');
// Asset URLs may also be site-relative (uploaded or bundled files).
export const AssetUrl = z.union([
  HttpUrl,
  z
    .string()
    .trim()
    .max(2000)
    .regex(/^\/[^/]/, 'Use a full URL or a path starting with /'),
]);

export const SponsorAssetInputSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'Title is required').max(120),
    linkUrl: HttpUrl,
    mediaType: z.enum(SPONSOR_MEDIA),
    imageUrl: AssetUrl.nullish(),
    videoUrl: AssetUrl.nullish(),
    aspectRatio: z.enum(['square', 'rectangle']).default('rectangle'),
    altText: z.string().trim().max(300).default(''),
    theme: z.enum(['light', 'dark']).default('light'),
    ctaText: z.string().trim().min(1).max(40).default('Learn More'),
    isActive: z.boolean().default(true),
    startsAt: z.iso.datetime({ offset: true }).nullish(),
    endsAt: z.iso.datetime({ offset: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.mediaType === 'image' && !v.imageUrl) ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: 'An image asset needs imageUrl' });
    if (v.mediaType !== 'image' && !v.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'A video asset needs videoUrl' });
    if (v.mediaType === 'image' && !v.altText) ctx.addIssue({ code: 'custom', path: ['altText'], message: 'Describe the image for people who cannot see it' });
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  });
export type SponsorAssetInput = z.input<typeof SponsorAssetInputSchema>;

export const SponsorAssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  linkUrl: z.string(),
  mediaType: z.enum(SPONSOR_MEDIA),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  aspectRatio: z.enum(['square', 'rectangle']),
  altText: z.string(),
  theme: z.enum(['light', 'dark']),
  ctaText: z.string(),
});
export type SponsorAsset = z.infer<typeof SponsorAssetSchema>;

export const SponsorEventSchema = z.strictObject({
  assetId: z.uuid('assetId must be a sponsor asset id'),
  placement: z.literal('popup'),
  sessionId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'sessionId has invalid characters'),
});

export const NewsletterSubscribeSchema = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .email('Please enter a valid email address')
    .transform((v) => v.toLowerCase()),
  source: z.string().trim().max(40).optional(),
});

export const PageViewSchema = z.strictObject({
  path: z.string().trim().min(1).max(500).regex(/^\//, 'path must start with /'),
  referrer: z.string().max(1000).nullish(),
  visitorId: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .nullish(),
});

// PushSubscription.toJSON() has exactly these fields: anything else is not from a browser.
export const PushSubscriptionSchema = z.strictObject({
  endpoint: z
    .string()
    .trim()
    .url(msg('errors:push.endpointUrl'))
    .max(2000)
    .refine((u) => u.startsWith('https://'), msg('errors:push.endpointHttps')),
  expirationTime: z.number().nullish(),
  keys: z.strictObject({
    p256dh: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_=-]+$/),
    auth: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_=-]+$/),
  }),
});
export const PushUnsubscribeSchema = z.strictObject({ endpoint: z.string().trim().min(1).max(2000) });
export type PushSubscriptionInput = z.output<typeof PushSubscriptionSchema>;
export const VapidKeySchema = z.object({ vapidPublicKey: z.string() });
export const PushSubscribedSchema = z.object({ subscribed: z.literal(true) });
export const PushUnsubscribedSchema = z.object({ unsubscribed: z.literal(true) });

/** Public, non-secret settings the client needs before its first request. */
export const ClientConfigSchema = z.object({
  sponsorPopupDelayMs: z.number(),
  sponsorDialogDelayMs: z.number(),
  sponsorMinViews: z.number(),
  onboardingDelayMs: z.number(),
  emailBannerDelayMs: z.number(),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

/** GET /healthz (the process answers) and GET /readyz (and its database too: 503 otherwise). */
export const HealthSchema = z.object({ status: z.enum(['ok', 'ready']) });
export const UnavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string() });
