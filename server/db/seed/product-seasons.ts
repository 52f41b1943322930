/**
 * When the demo's seasonal products are in season, as months (1–12, a range may wrap past December): a demo stand
 * marks a product available only in its months, so "what's fresh" in December never offers cherries, watermelon or
 * dahlias (issue 34). The Northern US seasons of the regions the demo uses; a product not listed keeps (storage crops,
 * eggs, honey, preserves, baked goods).
 */
const SEASONS: Record<string, [number, number]> = {
  'Heirloom tomatoes': [7, 9],
  'Sweet corn': [7, 9],
  Zucchini: [6, 9],
  'Green beans': [6, 9],
  'Sweet peppers': [7, 10],
  'Salad greens': [4, 11],
  Asparagus: [4, 6],
  'Winter squash': [9, 3],
  Strawberries: [5, 7],
  Blueberries: [7, 8],
  Peaches: [7, 9],
  'Honeycrisp apples': [9, 3],
  Pears: [8, 12],
  'Sweet cherries': [6, 7],
  Raspberries: [6, 9],
  Watermelon: [7, 9],
  'Cut flower bouquet': [6, 10],
  Sunflowers: [7, 9],
  Dahlias: [7, 10],
  'Tomato seedlings': [4, 6],
  'Herb starts': [4, 6],
  'Hanging baskets': [4, 6],
  'Cider donuts': [9, 11],
  'Fraser fir': [11, 12],
  'Douglas fir': [11, 12],
  'Fresh wreaths': [11, 12],
  'Pie pumpkins': [9, 11],
  'Carving pumpkins': [9, 11],
  Gourds: [9, 11],
  'Duraznos amarillos': [5, 9],
  Ciruelas: [6, 9],
  Nectarinas: [6, 9],
  'Uvas de mesa': [7, 10],
  Elotes: [6, 9],
  'Mangos (coséchelos usted)': [6, 8],
};

/** A product's season as [first month, last month] (1–12, may wrap), or undefined for one sold all year. */
export const seasonOf = (product: string): [number, number] | undefined => SEASONS[product];

/** Is `product` in season in `month` (1–12)? */
export function inSeasonIn(product: string, month: number): boolean {
  const range = SEASONS[product];
  if (!range) return true;
  const [from, to] = range;
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

/** A demo product as seeded at `at`: available only in its season. */
export const seasonal = <P extends { name: string; available: boolean }>(p: P, at: Date): P =>
  p.available && !inSeasonIn(p.name, at.getUTCMonth() + 1) ? { ...p, available: false } : p;

/**
 * Every seasonal product's season as [product, first month, last month], the demo's past history: a season may cross New
 * Year (first month after last, Winter squash Sep – Mar), as usual seasons may since decision 078.
 */
export const calendarSeasons = (): Array<[string, number, number]> => Object.entries(SEASONS).map(([name, [from, to]]) => [name, from, to]);
