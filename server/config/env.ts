import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** Push services browsers use (FCM for Chrome/Edge/Android, Mozilla, Windows, Apple): the only ones contacted by default. */
export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com'];
const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^(\\*\\.)?${LABEL}(\\.${LABEL})*$`);

/** proxy-addr's names for address ranges (Fastify compiles a TRUST_PROXY list with it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (v: string) => RANGE_NAMES.has(v) || ipaddr.isValid(v) || ipaddr.isValidCIDR(v);

/**
 * TRUST_PROXY as Express and Fastify mean it: a hop count (`1`: the one proxy in front; the client is the address that
 * proxy saw, the rightmost entry of X-Forwarded-For it did not write itself) or the proxies' addresses and ranges.
 * Never "trust every hop": the leftmost entry is written by the client (docs/deploy.md, decision 009).
 */
const trustProxy = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .superRefine((v, ctx) => {
    if (v === 'true' || v === 'yes')
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY=${v} would trust every hop, so any client could choose its own address in X-Forwarded-For: write the number of proxies in front of the app (TRUST_PROXY=1 for one nginx or load balancer) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)`,
      });
    else if (!/^(0|[1-9]\d?|false|no)$/.test(v) && !v.split(',').every((a) => isProxyAddress(a.trim())))
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY is a number of proxies (1) or their addresses and CIDR ranges, comma separated (10.0.0.5,10.0.1.0/24)',
      });
  })
  .transform((v): false | number | string[] => {
    if (v === '0' || v === 'false' || v === 'no') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((a) => a.trim());
  });

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every setting the server reads, validated once at start-up; the rest of the code receives `Config`. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** A read replica of DATABASE_URL: public search and the map read from it (docs/deploy.md). Unset: DATABASE_URL. */
  DATABASE_READ_URL: z.string().url().optional(),
  /** Connections each process may open to DATABASE_URL, and as many to DATABASE_READ_URL (docs/deploy.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  /** A replica further behind than this is not read, and a person's own write keeps their reads on the primary this long at most (decision 056). */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATA_DIR: z.string().default('./data'),
  /** The public address of the site (links in emails, Open Graph, same-origin checks). */
  APP_ORIGIN: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Base32 TOTP secret: turns two-step verification on for the ADMIN_EMAIL admin on start (the admin console needs it). */
  ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{26,}=*$/i, 'ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 26 characters (128 bits)')
    .transform((v) => v.toUpperCase().replace(/=+$/, ''))
    .optional(),
  /** Encrypts secrets kept in the database (two-factor keys). Unset: a key is generated and kept in the database. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /** The APP_SECRET being replaced: what it sealed still opens until `npm run secrets:rotate` (docs/operations.md). */
  APP_SECRET_PREVIOUS: z.string().min(32, 'APP_SECRET_PREVIOUS must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Farm Stand Finder <hello@farmstandfinder.local>'),
  /** Where messages from the contact form on /support are emailed (they are always kept for admins too). */
  SUPPORT_EMAIL: z.string().email().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:admin@farmstandfinder.local'),
  /** More push services to accept subscriptions for, beside the browsers' own: `push.example.org,*.push.example.net`. */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((h) => HOST_PATTERN.test(h)), 'PUSH_ALLOWED_HOSTS takes host names or *.domain patterns, comma separated'),
  /** Tests only: push to a receiver on 127.0.0.1. Refused outside NODE_ENV=test. */
  PUSH_ALLOW_LOOPBACK: bool.default(false),
  /** Server-sent event streams one process keeps open at most (each holds a socket). */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).default(5_000),
  /**
   * Signed-out visitors' pages are kept rendered and compressed this long (decision 066); 0 turns the cache off.
   * Default 30, and 0 under NODE_ENV=test (API tests change data and read pages without waiting for events).
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Compressed page bytes one process keeps at most (MB). */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  UPLOADS_DIR: z.string().optional(),
  /** Seed demo listings and demo accounts. Defaults to on for the embedded database only. */
  DEMO_DATA: bool.optional(),
  /** Client timing overrides so browser tests need not wait 30 s (milliseconds). */
  SPONSOR_POPUP_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
  SPONSOR_DIALOG_DELAY_MS: z.coerce.number().int().min(0).default(2_000),
  SPONSOR_MIN_VIEWS: z.coerce.number().int().min(0).default(3),
  ONBOARDING_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  EMAIL_BANNER_DELAY_MS: z.coerce.number().int().min(0).default(3_000),
  /** Behind a load balancer or reverse proxy: how many (`1`) or which (addresses, CIDRs) proxies' X-Forwarded-For to trust. */
  TRUST_PROXY: trustProxy.default(false),
  /** GET /metrics answers requests carrying `Authorization: Bearer <METRICS_TOKEN>` (docs/operations.md). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** An internal address (`127.0.0.1:9464`) where a second listener serves GET /metrics to anyone who reaches it. */
  METRICS_LISTEN: z
    .string()
    .regex(/^[^\s:]+:\d{1,5}$/, 'METRICS_LISTEN is host:port, e.g. 127.0.0.1:9464')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.ADMIN_TOTP_SECRET && !(e.ADMIN_EMAIL && e.ADMIN_PASSWORD))
    throw new Error('Invalid configuration: ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD');
  if (e.PUSH_ALLOW_LOOPBACK && e.NODE_ENV !== 'test') throw new Error('Invalid configuration: PUSH_ALLOW_LOOPBACK is for tests only (NODE_ENV=test)');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_URL ? e.DATABASE_READ_URL : undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReadMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    dataDir,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secureCookies: (e.APP_ORIGIN ?? '').startsWith('https://'),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, totpSecret: e.ADMIN_TOTP_SECRET } : undefined,
    appSecret: e.APP_SECRET,
    appSecretPrevious: e.APP_SECRET_PREVIOUS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    push: { allowedHosts: [...DEFAULT_PUSH_HOSTS, ...e.PUSH_ALLOWED_HOSTS], allowLoopback: e.PUSH_ALLOW_LOOPBACK },
    liveMaxStreams: e.LIVE_MAX_STREAMS,
    pageCache: { freshSeconds: e.PAGE_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 30), maxBytes: e.PAGE_CACHE_MB * 1024 * 1024 },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    client: {
      sponsorPopupDelayMs: e.SPONSOR_POPUP_DELAY_MS,
      sponsorDialogDelayMs: e.SPONSOR_DIALOG_DELAY_MS,
      sponsorMinViews: e.SPONSOR_MIN_VIEWS,
      onboardingDelayMs: e.ONBOARDING_DELAY_MS,
      emailBannerDelayMs: e.EMAIL_BANNER_DELAY_MS,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metrics: {
      token: e.METRICS_TOKEN,
      listen: e.METRICS_LISTEN ? { host: e.METRICS_LISTEN.replace(/:\d+$/, ''), port: Number(e.METRICS_LISTEN.split(':').pop()) } : undefined,
    },
  };
}
