import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { listingIdParam, uuidParam } from './params.js';

/**
 * The honor-box checkout (issue 33 point 3, decision 064): what a shopper at the stand says they took and how they
 * said they paid. No money passes through the app; nothing here is the shopper's payment details.
 */
export const SALE_METHODS = ['cash', 'check', 'venmo', 'paypal', 'cash-app', 'zelle', 'card', 'other'] as const;
export type SaleMethod = (typeof SALE_METHODS)[number];

export const SaleInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: z.uuid(msg('errors:sales.unknownProduct')),
        quantity: z.number().int().min(1, msg('errors:sales.quantity')).max(99, msg('errors:sales.quantity')),
      }),
    )
    .min(1, msg('errors:sales.noItems'))
    .max(30),
  method: z.enum(SALE_METHODS, { error: msg('errors:sales.method') }),
  /** What the shopper says they paid, in cents: the total unless they changed it. */
  saidPaidCents: z.number().int().min(0).max(1_000_000),
});
export type SaleInput = z.output<typeof SaleInputSchema>;

/** The phone's key for one sale: sent again, the sale is recorded once. A UUID is what the app sends. */
export const SaleKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, msg('errors:sales.key'));

export const SaleLineSchema = z.object({ productId: z.string(), name: z.string(), quantity: z.number(), priceCents: z.number(), unit: z.string().nullable() });

export const SaleSchema = z
  .object({
    id: z.string(),
    items: z.array(SaleLineSchema),
    priceTotalCents: z.number(),
    saidPaidCents: z.number(),
    method: z.enum(SALE_METHODS),
    createdAt: z.string(),
    refuted: z.boolean(),
  })
  .meta({ id: 'StandSale', description: 'A sale a shopper recorded at an honor-box stand: what they said they took and paid.' });
export type Sale = z.infer<typeof SaleSchema>;

/**
 * The farmer's day (issue 33 point 4, decision 070): a self-service listing's sales for today or the last 7 days,
 * with days in the listing's time zone. Refuted sales ("not received", point 5) are listed but left out of totals.
 */
export const SALES_PERIODS = ['today', 'week'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
export const SalesQuerySchema = z.strictObject({ period: z.enum(SALES_PERIODS, { error: msg('errors:sales.period') }).default('today') });

export const SaleParamsSchema = z.object({
  id: listingIdParam(),
  saleId: uuidParam(msg('errors:sales.noSale')),
});

/** "Not received" (or taken back): the sale is kept either way, and the change is audited. */
export const RefuteInputSchema = z.strictObject({ refuted: z.boolean({ error: msg('errors:sales.sayRefuted') }) });

const totals = { count: z.number(), priceTotalCents: z.number(), saidPaidCents: z.number() };
export const SalesDaySchema = z
  .object({
    farm: z.object({ id: z.number(), name: z.string(), timeZone: z.string() }),
    period: z.enum(SALES_PERIODS),
    /** The local days covered, oldest first (YYYY-MM-DD, in the listing's time zone). */
    from: z.string(),
    to: z.string(),
    totals: z.object({ ...totals, refuted: z.number() }),
    byProduct: z.array(z.object({ name: z.string(), unit: z.string().nullable(), quantity: z.number(), priceTotalCents: z.number() })),
    byMethod: z.array(z.object({ method: z.enum(SALE_METHODS), ...totals })),
    byDay: z.array(z.object({ date: z.string(), ...totals })),
    /** Newest first; at most 500. */
    sales: z.array(SaleSchema),
    /** The products and what is counted on hand, for the morning count. */
    products: z.array(
      z.object({ id: z.string(), name: z.string(), unit: z.string().nullable(), quantityOnHand: z.number().nullable(), available: z.boolean() }),
    ),
    /** The end-of-day summary's time ("HH:MM" in the listing's zone), or null when the farmer wants none. */
    summaryTime: z.string().nullable(),
  })
  .meta({ id: 'StandSalesDay', description: "A self-service stand's sales for today or the last 7 days, by product, method and day." });
export type SalesDay = z.infer<typeof SalesDaySchema>;

/** "HH:MM", 24-hour. */
export const SummaryTimeInputSchema = z.strictObject({
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('errors:sales.summaryTime'))
    .nullable(),
});

/** The morning count ("I put out 24 dozen eggs"): how many of each product are at the stand; null stops counting. */
export const StockCountsInputSchema = z.strictObject({
  counts: z
    .array(
      z.strictObject({
        productId: z.uuid(msg('errors:sales.unknownProduct')),
        quantity: z.number().int(msg('errors:sales.count')).min(0, msg('errors:sales.count')).max(9999, msg('errors:sales.count')).nullable(),
      }),
    )
    .min(1, msg('errors:sales.noCounts'))
    .max(100),
});
export type StockCountsInput = z.output<typeof StockCountsInputSchema>;
