import type { CategoryId, PaymentMethodId } from '@common/farms/catalog.js';
import { PaymentDetailsInputSchema, type PaymentDetails } from '@common/schemas/payments.js';
import { paymentWrite } from '../../modules/farms/listing-input.js';
import type { GeneratedListing } from './generator.js';

type Payments = { paymentMethods: PaymentMethodId[]; paymentDetails: PaymentDetails };

/**
 * Validated, normalized and kept together as the listing editor's are (decision 065): a bad handle fails the seed, and
 * a "how" stays only with its benefit.
 */
const payments = (methods: Iterable<string>, input: Parameters<typeof PaymentDetailsInputSchema.parse>[0]): Payments =>
  paymentWrite([...methods] as PaymentMethodId[], PaymentDetailsInputSchema.parse(input));

/** The incentive match by state: Double Up Food Bucks where it runs, California's is Market Match. */
const INCENTIVE: Record<string, string> = { CA: 'Market Match' };

/**
 * Food benefits with a "how" on some demo listings of every town (issue 33 point 1, decision 069), so
 * `accepts=snap|wic|fmnp|incentive` each find stands near any demo town: markets take SNAP at the info tent, WIC and
 * FMNP coupons and the incentive match; one stand in three that takes SNAP also takes FMNP coupons. The generator's
 * own `snap-ebt` method and features are kept.
 */
export function demoBenefits(listing: GeneratedListing, j: number): Payments {
  const methods = new Set(listing.paymentMethods);
  const how: PaymentDetails['how'] = { 'snap-ebt': null, wic: null, fmnp: null, incentive: null };
  let incentiveProgram: string | null = null;
  if (listing.kind === 'market') {
    for (const m of ['snap-ebt', 'wic', 'fmnp', 'incentive']) methods.add(m);
    incentiveProgram = INCENTIVE[listing.region] ?? 'Double Up Food Bucks';
    how['snap-ebt'] = 'Swipe your EBT card at the market info tent for wooden tokens';
    how.wic = 'WIC fruit and vegetable benefits at the info tent';
    how.fmnp = 'Look for the FMNP sign at the farmers’ booths';
    how.incentive = 'SNAP tokens matched up to $20 a market day at the info tent';
  } else if (methods.has('snap-ebt') || listing.features.includes('snap-ebt')) {
    methods.add('snap-ebt');
    how['snap-ebt'] = 'Ask at the farm-shop counter: the card reader takes EBT';
    if (j % 3 === 0) {
      methods.add('fmnp');
      how.fmnp = 'WIC and Senior FMNP checks welcome at the stand';
    }
  }
  return payments(methods, { how, incentiveProgram });
}

/**
 * The demo farmer's honor-box stand (issue 33): her second listing (a 24/7 self-serve egg stand) with products sold all
 * year, priced, and every way to pay the checkout offers, so its sign, checkout and Sales view have content any day.
 */
export const HONOR_BOX = {
  listing: 1,
  categories: ['eggs', 'honey', 'preserves'] satisfies CategoryId[],
  products: [
    { name: 'Farm fresh eggs', category: 'eggs', available: true, priceCents: 600, unit: 'dozen' },
    { name: 'Duck eggs', category: 'eggs', available: true, priceCents: 900, unit: 'dozen' },
    { name: 'Wildflower honey', category: 'honey', available: true, priceCents: 1200, unit: 'pint' },
    { name: 'Strawberry jam', category: 'preserves', available: true, priceCents: 800, unit: 'jar' },
  ] satisfies GeneratedListing['products'],
  payments: (): Payments =>
    payments(['cash', 'card', 'venmo', 'paypal', 'cash-app', 'snap-ebt'], {
      venmo: '@RedBarnRosa',
      paypal: 'RedBarnHomestead',
      cashApp: '$RedBarnRosa',
      tapToPay: true,
      how: { 'snap-ebt': 'Ring the bell at the farmhouse door (8 am – 6 pm): we take EBT on the card reader' },
    }),
} as const;
