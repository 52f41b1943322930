import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { listingIdParam } from './params.js';
import { PaymentDetailsSchema } from './payments.js';

export const SIGN_PAPERS = ['letter', 'a4'] as const;
export const SignQuerySchema = z.strictObject({ paper: z.enum(SIGN_PAPERS, { error: msg('errors:standStock.paper') }).default('letter') });

/** The sign's token: base64url, as made by the server. */
export const SignTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg('errors:standStock.notASignCode'));
/** `/api/farms/:id/stock/:token`: a token that is no sign's is the stock page's own 404 ("This stock link isn’t right…"). */
export const StockParamsSchema = z.object({ id: listingIdParam(), token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg('errors:standStock.badSign')) });

export const StockMarkInputSchema = z.strictObject({
  productId: z.uuid(msg('errors:standStock.unknownProduct')),
  available: z.boolean({ error: msg('errors:standStock.sayInStock') }),
});
export type StockMarkInput = z.output<typeof StockMarkInputSchema>;

export const AVAILABILITY_SOURCES = ['farmer', 'visitor', 'sign', 'import'] as const;
export type AvailabilitySource = (typeof AVAILABILITY_SOURCES)[number];

export const StandProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  available: z.boolean(),
  availableUpdatedAt: z.string(),
  availableSource: z.enum(AVAILABILITY_SOURCES),
  /** The farmer's price and unit (the honor-box checkout adds them up), and how many are left when counted. */
  priceCents: z.number().nullable(),
  unit: z.string().nullable(),
  quantityOnHand: z.number().nullable(),
});
export type StandProduct = z.infer<typeof StandProductSchema>;

/** What the stock page at a stand shows: the stand and its products, nothing about its owner. */
export const StandStockSchema = z.object({
  farm: z.object({ id: z.number(), name: z.string(), paymentMethods: z.array(z.string()), payment: PaymentDetailsSchema }),
  products: z.array(StandProductSchema),
});
export type StandStock = z.infer<typeof StandStockSchema>;

/** The owner's view of the sign: where its QR code points. */
export const SignInfoSchema = z.object({ url: z.string(), createdAt: z.string() });
export type SignInfo = z.infer<typeof SignInfoSchema>;

export const StockHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  cursor: z.string().max(200).optional(),
});

export const StockChangeSchema = z.object({
  id: z.number(),
  productName: z.string(),
  available: z.boolean(),
  changed: z.boolean(),
  source: z.enum(AVAILABILITY_SOURCES),
  /** The visitor's first name, or the farmer's; null for the sign. */
  by: z.string().nullable(),
  at: z.string(),
});
export type StockChange = z.infer<typeof StockChangeSchema>;
export const StockHistoryPageSchema = z.object({ items: z.array(StockChangeSchema), nextCursor: z.string().nullable() });
export type StockHistoryPage = z.infer<typeof StockHistoryPageSchema>;
