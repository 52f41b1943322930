import type { CategoryId } from '@common/farms/catalog.js';
import type { ImportedProduct } from './listing.js';

// What OSM mappers write in vending=, produce=, product= and food:*= (English keys and the German
// words common in the D-A-CH data) → the product a listing offers, in English, and its category.
const P = (name: string, category: CategoryId, words: string) => words.split(' ').map((w) => [w, { name, category }] as const);
const PRODUCTS = new Map<string, ImportedProduct>([
  ...P('Eggs', 'eggs', 'eggs egg eier ei'),
  ...P('Milk', 'dairy', 'milk raw_milk milch rohmilch'),
  ...P('Cheese', 'dairy', 'cheese käse kaese'),
  ...P('Butter', 'dairy', 'butter'),
  ...P('Yogurt', 'dairy', 'yoghurt yogurt joghurt'),
  ...P('Dairy products', 'dairy', 'dairy milchprodukte'),
  ...P('Meat', 'meat', 'meat fleisch'),
  ...P('Beef', 'meat', 'beef rindfleisch'),
  ...P('Pork', 'meat', 'pork schweinefleisch'),
  ...P('Sausages', 'meat', 'sausage sausages wurst würste wurstwaren'),
  ...P('Poultry', 'poultry', 'poultry chicken geflügel hähnchen'),
  ...P('Honey', 'honey', 'honey honig'),
  ...P('Potatoes', 'produce', 'potatoes potato kartoffeln kartoffel'),
  ...P('Vegetables', 'produce', 'vegetables vegetable gemüse'),
  ...P('Asparagus', 'produce', 'asparagus spargel'),
  ...P('Onions', 'produce', 'onions onion zwiebeln'),
  ...P('Tomatoes', 'produce', 'tomatoes tomato tomaten'),
  ...P('Fruit', 'fruit', 'fruit fruits obst'),
  ...P('Apples', 'fruit', 'apples apple äpfel'),
  ...P('Pears', 'fruit', 'pears pear birnen'),
  ...P('Cherries', 'fruit', 'cherries cherry kirschen'),
  ...P('Plums', 'fruit', 'plums zwetschgen pflaumen'),
  ...P('Strawberries', 'fruit', 'strawberries strawberry erdbeeren'),
  ...P('Berries', 'fruit', 'berries beeren'),
  ...P('Juice', 'fruit', 'juice saft süssmost'),
  ...P('Bread', 'baked-goods', 'bread brot'),
  ...P('Jam', 'preserves', 'jam konfitüre konfitüren marmelade'),
  ...P('Flowers', 'flowers', 'flowers blumen'),
  ...P('Plants', 'plants', 'plants pflanzen'),
  ...P('Pumpkins', 'pumpkins', 'pumpkins pumpkin kürbis kürbisse'),
  ...P('Christmas trees', 'christmas-trees', 'christmas_trees weihnachtsbäume'),
]);

/** Items a vending machine may sell that say nothing about a farm (a station snack machine). */
export const NON_FARM_VENDING = new Set([
  'drinks',
  'sweets',
  'coffee',
  'cigarettes',
  'e-cigarettes',
  'condoms',
  'chewing_gums',
  'snacks',
  'water',
  'beverages',
  'ice_cream',
  'icecream',
  'pizza',
  'feminine_hygiene',
  'ice',
  'tickets',
  'parking_tickets',
]);

const tokens = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/[;,]/)
        .map((t) => t.trim().toLowerCase().replace(/\s+/g, '_'))
        .filter(Boolean)
    : [];

/** The `vending=` items, lower-cased ('milk;eggs' → ['milk', 'eggs']). */
export const vendingItems = (tags: Record<string, unknown>) => tokens(tags.vending);

/** Products from vending=, produce=, product=, farm:pick_your_own= and food:<item>=yes, without repeats. */
export function osmProducts(tags: Record<string, unknown>): ImportedProduct[] {
  const words = [...vendingItems(tags), ...tokens(tags.produce), ...tokens(tags.product), ...tokens(tags['farm:pick_your_own'])];
  for (const [key, value] of Object.entries(tags)) if (key.startsWith('food:') && value === 'yes') words.push(key.slice(5).toLowerCase());
  const out = new Map<string, ImportedProduct>();
  for (const w of words) {
    const product = PRODUCTS.get(w);
    if (product && !out.has(product.name)) out.set(product.name, product);
  }
  return [...out.values()];
}
