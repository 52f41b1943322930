import { z } from 'zod';
import { msg } from '../i18n/keys.js';

export const SwitchSchema = z.strictObject({ isEnabled: z.boolean({ error: msg('errors:site.isEnabled') }) });
export type Switch = z.infer<typeof SwitchSchema>;

export const SPONSOR_MEDIA = ['youtube', 'video', 'image'] as const;

export const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .url(msg('errors:sponsors.fullUrl'))
  .refine((u) => /^https?:\/\//i.test(u), msg('errors:sponsors.httpOnly'));
// Asset URLs may also be site-relative (uploaded or bundled files).
export const AssetUrl = z.union([
  HttpUrl,
  z
    .string()
    .trim()
    .max(2000)
    .regex(/^\/[^/]/, msg('errors:sponsors.urlOrPath')),
]);

export const SponsorAssetInputSchema = z
  .strictObject({
    title: z.string().trim().min(1, msg('errors:sponsors.titleRequired')).max(120),
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
    if (v.mediaType === 'image' && !v.imageUrl) ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: msg('errors:sponsors.imageNeedsUrl') });
    if (v.mediaType !== 'image' && !v.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: msg('errors:sponsors.videoNeedsUrl') });
    if (v.mediaType === 'image' && !v.altText) ctx.addIssue({ code: 'custom', path: ['altText'], message: msg('errors:sponsors.imageAlt') });
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: msg('errors:sponsors.endAfterStart') });
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
  assetId: z.uuid(msg('errors:sponsors.assetId')),
  placement: z.literal('popup'),
  sessionId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, msg('errors:sponsors.sessionId')),
});

/** An impression or click: `recorded` is false when it was dropped (a repeat, a click never shown, past a limit). */
export const SponsorEventRecordedSchema = z.object({ recorded: z.boolean() });
export const SponsorAssetListSchema = z.array(SponsorAssetSchema);

export const NewsletterSubscribeSchema = z.strictObject({
  email: z
    .string({ error: msg('errors:newsletter.emailRequired') })
    .trim()
    .min(1, msg('errors:newsletter.emailRequired'))
    .max(254, msg('errors:newsletter.emailTooLong'))
    .email(msg('errors:newsletter.emailInvalid'))
    .transform((v) => v.toLowerCase()),
  source: z.string().trim().max(40).optional(),
});
/** Subscribing twice is a success too: `since` is when the address first subscribed. */
export const NewsletterSubscribedSchema = z.object({ subscribed: z.literal(true), since: z.string() });
/** The token in an email's unsubscribe link. */
export const NewsletterUnsubscribeSchema = z.strictObject({ token: z.string().trim().min(10).max(100) });
export const NewsletterUnsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
/** The token in the link mailed to an address that unsubscribed and was signed up again (decision 048). */
export const NewsletterConfirmSchema = z.strictObject({ token: z.string().trim().min(10).max(100) });

export const PageViewSchema = z.strictObject({
  path: z.string().trim().min(1).max(500).regex(/^\//, msg('errors:site.pathSlash')),
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
export const HealthSchema = z.object({
  status: z.enum(['ok', 'ready']),
  /** With a read replica (DATABASE_READ_URL): `down` or `lagging` means reads go to the primary, and the app still serves. */
  replica: z.enum(['up', 'lagging', 'down']).optional(),
});
export const UnavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string(), requestId: z.string().optional() });
