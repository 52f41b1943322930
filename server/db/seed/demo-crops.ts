import type { CategoryId } from '@common/farms/catalog.js';
import { PRODUCTS, type GeneratedListing } from './generator.js';

/**
 * Seasonal crops the seed adds to some generated listings of Kingston (region 0) and Boulder (region 3), by region and
 * listing index: the generator left those towns with few crops that two stands share, so their crop calendar and
 * "Coming up near you" (decision 063: a crop shows in an area only when two stands have two seasons of it) held little
 * more than pumpkins. Each addition fits the listing's kind and name (berries at a u-pick that already grows them,
 * tree fruit at an orchard, vegetables at a produce stand or market), and its history follows (demo-season-history.ts).
 * Added after generation, so the generator's draws, and every other listing's names and products, stay the same.
 * Winter squash and Honeycrisp apples, whose seasons cross New Year (decision 078), are on both towns' calendars: a
 * second stand of each where the generator gave one. Not the demo farmer's listings (region 0, listings 0–2).
 */
export const DEMO_CROPS: Record<number, Record<number, string[]>> = {
  0: {
    3: ['Sweet cherries', 'Peaches'], // Abernathy Orchard (apples, flowers)
    4: ['Salad greens', 'Sweet corn', 'Heirloom tomatoes', 'Zucchini', 'Winter squash'], // Whitaker Farm (potatoes, honey)
    6: ['Strawberries', 'Peaches', 'Blueberries', 'Raspberries'], // Tanaka U-Pick (sweet cherries)
    7: ['Blueberries'], // Hernandez Pick-Your-Own (raspberries, watermelon, strawberries)
    13: ['Heirloom tomatoes', 'Zucchini', 'Winter squash', 'Honeycrisp apples'], // Kingston Farmers Market (salad greens, sweet corn, carrots)
  },
  3: {
    1: ['Salad greens', 'Heirloom tomatoes', 'Zucchini'], // Lindqvist Roadside Stand (green beans, kale, eggs)
    2: ['Salad greens'], // Boulder Saturday Market (kale, sunflowers)
    5: ['Cider donuts'], // Fischer Homestead (sourdough, apple pie)
    9: ['Green beans', 'Zucchini', 'Winter squash'], // Stoltzfus Farm Stand (carrots, sweet corn, eggs)
    10: ['Strawberries'], // Okafor Pick-Your-Own (apples, raspberries)
    11: ['Pears'], // Meadowlark Orchard on River Rd (peaches, sweet cherries)
    12: ['Raspberries', 'Strawberries'], // Zook Pick-Your-Own (apples, peaches, sweet cherries)
  },
};

const catalogue = new Map(
  (Object.entries(PRODUCTS) as Array<[CategoryId, (typeof PRODUCTS)[CategoryId]]>).flatMap(([category, items]) =>
    items.map(([name, priceCents, unit]) => [name, { name, category, priceCents, unit }] as const),
  ),
);

/**
 * The demo towns' generated listings with DEMO_CROPS added (marked available: the seed's `seasonal` keeps each one
 * available only in its season), new categories included. A product the listing already has is not added twice.
 */
export function withDemoCrops(regions: GeneratedListing[][]): GeneratedListing[][] {
  return regions.map((listings, i) =>
    listings.map((listing, j) => {
      const names = (DEMO_CROPS[i]?.[j] ?? []).filter((name) => !listing.products.some((p) => p.name === name));
      if (!names.length) return listing;
      const added = names.map((name) => {
        const product = catalogue.get(name);
        if (!product) throw new Error(`DEMO_CROPS: ${name} is not in the generator's catalogue`);
        return { ...product, available: true };
      });
      return {
        ...listing,
        categories: [...new Set([...listing.categories, ...added.map((p) => p.category)])],
        products: [...listing.products, ...added],
      };
    }),
  );
}
