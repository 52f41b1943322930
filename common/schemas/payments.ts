import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { normalizeHandle, type HandleService } from '../payments/pay-links.js';

/**
 * A listing's payment details beside its `paymentMethods` (issue 33 point 1, decision 065): the handles a shopper
 * pays to, "tap to pay" for cards, and for each food benefit an optional "how". Nothing here is a shopper's.
 */
const handle = (service: HandleService, error: ReturnType<typeof msg>) =>
  z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const bare = normalizeHandle(service, v);
      if (bare === null) ctx.addIssue({ code: 'custom', message: error });
      return bare ?? z.NEVER;
    });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const BenefitHowSchema = z.strictObject({
  'snap-ebt': text(120),
  wic: text(120),
  fmnp: text(120),
  incentive: text(120),
});

export const PaymentDetailsInputSchema = z.strictObject({
  venmo: handle('venmo', msg('errors:payments.venmo')),
  paypal: handle('paypal', msg('errors:payments.paypal')),
  cashApp: handle('cash-app', msg('errors:payments.cashApp')),
  zelle: handle('zelle', msg('errors:payments.zelle')),
  /** "Other": free text ("Apple Cash to the number on the box"). */
  other: text(120),
  /** Cards: the farmer taps a card or phone on their own phone (tap to pay). */
  tapToPay: z.boolean().default(false),
  /** The incentive match's name: Double Up Food Bucks or a local program. */
  incentiveProgram: text(80),
  how: BenefitHowSchema.default({ 'snap-ebt': null, wic: null, fmnp: null, incentive: null }),
});
export type PaymentDetailsInput = z.input<typeof PaymentDetailsInputSchema>;

export const PaymentDetailsSchema = z
  .object({
    venmo: z.string().nullable(),
    paypal: z.string().nullable(),
    cashApp: z.string().nullable(),
    zelle: z.string().nullable(),
    other: z.string().nullable(),
    tapToPay: z.boolean(),
    incentiveProgram: z.string().nullable(),
    how: z.object({ 'snap-ebt': z.string().nullable(), wic: z.string().nullable(), fmnp: z.string().nullable(), incentive: z.string().nullable() }),
  })
  .meta({
    id: 'PaymentDetails',
    description: 'How a stand takes money: handles shoppers pay to (bare names), tap to pay, and how each food benefit works there.',
  });
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

export const EMPTY_PAYMENT_DETAILS: PaymentDetails = {
  venmo: null,
  paypal: null,
  cashApp: null,
  zelle: null,
  other: null,
  tapToPay: false,
  incentiveProgram: null,
  how: { 'snap-ebt': null, wic: null, fmnp: null, incentive: null },
};

/** A stored value (jsonb, possibly older or partial) as the full shape. */
export const paymentDetailsOf = (stored: unknown): PaymentDetails => {
  const v = (stored && typeof stored === 'object' ? stored : {}) as Partial<PaymentDetails>;
  return { ...EMPTY_PAYMENT_DETAILS, ...v, how: { ...EMPTY_PAYMENT_DETAILS.how, ...(v.how ?? {}) } };
};
