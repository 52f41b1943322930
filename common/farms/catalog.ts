/** The fixed vocabularies of a listing (docs/product.md §1). Ids are stable: they are stored and in URLs. */

export const FARM_KINDS = [
  { id: 'stand', label: 'Farm stand' },
  { id: 'u-pick', label: 'U-pick' },
  { id: 'market', label: 'Farmers market' },
  { id: 'vendor', label: 'Market stall' },
] as const;
export type FarmKind = (typeof FARM_KINDS)[number]['id'];

export const CATEGORIES = [
  { id: 'produce', label: 'Vegetables' },
  { id: 'fruit', label: 'Fruit' },
  { id: 'eggs', label: 'Eggs' },
  { id: 'dairy', label: 'Dairy' },
  { id: 'meat', label: 'Meat' },
  { id: 'poultry', label: 'Poultry' },
  { id: 'honey', label: 'Honey' },
  { id: 'flowers', label: 'Flowers' },
  { id: 'plants', label: 'Plants' },
  { id: 'baked-goods', label: 'Baked goods' },
  { id: 'preserves', label: 'Preserves' },
  { id: 'christmas-trees', label: 'Christmas trees' },
  { id: 'pumpkins', label: 'Pumpkins' },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const FEATURES = [
  { id: 'organic', label: 'Organic' },
  { id: 'pick-your-own', label: 'Pick your own' },
  { id: 'self-serve', label: 'Self-serve honor box' },
  { id: 'accepts-cards', label: 'Accepts cards' },
  { id: 'snap-ebt', label: 'SNAP/EBT' },
  { id: 'wic', label: 'WIC' },
  { id: 'pet-friendly', label: 'Pet friendly' },
  { id: 'wheelchair-accessible', label: 'Wheelchair accessible' },
  { id: 'parking', label: 'Parking' },
] as const;
export type FeatureId = (typeof FEATURES)[number]['id'];

/**
 * How a stand takes money and which food benefits (issue 33 point 1). `mobile` is a mobile payment with no named
 * service (imports say no more); the named services carry a handle in the listing's payment details.
 */
export const PAYMENT_METHODS = [
  { id: 'cash', label: 'Cash' },
  { id: 'card', label: 'Credit/debit card' },
  { id: 'check', label: 'Check' },
  { id: 'venmo', label: 'Venmo' },
  { id: 'paypal', label: 'PayPal' },
  { id: 'cash-app', label: 'Cash App' },
  { id: 'zelle', label: 'Zelle' },
  { id: 'mobile', label: 'Other mobile pay' },
  { id: 'other', label: 'Other' },
  { id: 'snap-ebt', label: 'SNAP/EBT' },
  { id: 'wic', label: 'WIC' },
  { id: 'fmnp', label: 'FMNP coupons' },
  { id: 'incentive', label: 'Incentive match' },
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

/** Food benefits: shown and searched apart from ways to pay (SNAP/EBT, WIC, WIC and Senior FMNP coupons, a match). */
export const BENEFITS = ['snap-ebt', 'wic', 'fmnp', 'incentive'] as const satisfies readonly PaymentMethodId[];
export type BenefitId = (typeof BENEFITS)[number];
export const isBenefit = (id: string): id is BenefitId => (BENEFITS as readonly string[]).includes(id);

/** Ways to pay on a phone: each with a handle opens a pay link from the honor-box checkout. */
export const MOBILE_METHODS = ['venmo', 'paypal', 'cash-app', 'zelle', 'mobile'] as const satisfies readonly PaymentMethodId[];

export const labelOf = (list: ReadonlyArray<{ id: string; label: string }>, id: string) => list.find((x) => x.id === id)?.label ?? id;

/**
 * What a shopper searches stands by (issue 33 point 2, decision 069): `accepts=` on search, the map, /in-season and v1,
 * and each card's compact "Takes SNAP" badges. Each id stands for the listing's payment methods (and the older
 * features that say the same) in `ACCEPTS_FROM`; farms.accepts (migration 0032) is derived from them on every write.
 */
export const ACCEPTS = [
  { id: 'snap', label: 'SNAP/EBT' },
  { id: 'wic', label: 'WIC' },
  { id: 'fmnp', label: 'FMNP coupons' },
  { id: 'incentive', label: 'Incentive match' },
  { id: 'card', label: 'Card' },
  { id: 'mobile', label: 'Mobile pay' },
] as const;
export type AcceptsId = (typeof ACCEPTS)[number]['id'];

/** The payment methods and features each `accepts` id stands for (fsf_accepts() in migration 0032 is the same map). */
export const ACCEPTS_FROM: Record<AcceptsId, { methods: readonly PaymentMethodId[]; features: readonly FeatureId[] }> = {
  snap: { methods: ['snap-ebt'], features: ['snap-ebt'] },
  wic: { methods: ['wic'], features: ['wic'] },
  fmnp: { methods: ['fmnp'], features: [] },
  incentive: { methods: ['incentive'], features: [] },
  card: { methods: ['card'], features: ['accepts-cards'] },
  mobile: { methods: ['venmo', 'paypal', 'cash-app', 'zelle', 'mobile'], features: [] },
};

/** A listing's `accepts` ids, in ACCEPTS order, from its payment methods and features. */
export const acceptsOf = (methods: readonly string[], features: readonly string[]): AcceptsId[] =>
  ACCEPTS.filter(({ id }) => ACCEPTS_FROM[id].methods.some((m) => methods.includes(m)) || ACCEPTS_FROM[id].features.some((f) => features.includes(f))).map(
    ({ id }) => id,
  );
