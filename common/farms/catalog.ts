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

export const PAYMENT_METHODS = [
  { id: 'cash', label: 'Cash' },
  { id: 'card', label: 'Credit/debit card' },
  { id: 'mobile', label: 'Venmo / mobile pay' },
  { id: 'check', label: 'Check' },
  { id: 'snap-ebt', label: 'SNAP/EBT' },
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

export const labelOf = (list: ReadonlyArray<{ id: string; label: string }>, id: string) => list.find((x) => x.id === id)?.label ?? id;
