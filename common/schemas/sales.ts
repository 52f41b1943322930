import { z } from 'zod';
import { msg } from '../i18n/keys.js';

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
