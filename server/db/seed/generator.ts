import tzlookup from '@photostructure/tz-lookup';
import type { CategoryId, FarmKind, FeatureId } from '@common/farms/catalog.js';
import { reverseNearest } from '../../lib/geo/gazetteer.js';

/** Deterministic pseudo-random numbers (mulberry32): the same seed makes the same demo data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const some = <T>(r: Rand, xs: readonly T[], min: number, max: number): T[] => [...xs].sort(() => r() - 0.5).slice(0, min + Math.floor(r() * (max - min + 1)));

const SURNAMES = [
  'Miller',
  'Hoffman',
  'Yoder',
  'Garcia',
  'Nguyen',
  'Okafor',
  'Lindqvist',
  'Brennan',
  'Stoltzfus',
  'Hernandez',
  'Whitaker',
  'Kowalski',
  'Fischer',
  'Delgado',
  'Tanaka',
  'Abernathy',
  'Zook',
  'Marchetti',
];
const PLACES = [
  'Willow Creek',
  'Red Barn',
  'Cedar Hollow',
  'Sunny Slope',
  'Maple Ridge',
  'Honeybee Hill',
  'Blue Heron',
  'Stony Brook',
  'Clover Field',
  'Old Mill',
  'Bramble Lane',
  'Hickory Bend',
  'Two Rivers',
  'Wild Plum',
  'Foxglove',
  'Meadowlark',
];
const SUFFIX: Record<FarmKind, string[]> = {
  stand: ['Farm Stand', 'Family Farm', 'Farm', 'Acres', 'Homestead', 'Roadside Stand'],
  'u-pick': ['Orchard', 'Berry Farm', 'U-Pick', 'Pick-Your-Own'],
  market: ['Farmers Market', 'Saturday Market', 'Growers Market'],
  vendor: ['Gardens', 'Bakehouse', 'Apiary', 'Creamery'],
};

export const PRODUCTS: Record<CategoryId, Array<[string, number | null, string | null]>> = {
  produce: [
    ['Heirloom tomatoes', 450, 'lb'],
    ['Sweet corn', 800, 'dozen'],
    ['Zucchini', 200, 'lb'],
    ['Salad greens', 500, 'bag'],
    ['Kale', 300, 'bunch'],
    ['Green beans', 400, 'lb'],
    ['Sweet peppers', 150, 'each'],
    ['Potatoes', 300, 'lb'],
    ['Garlic', 200, 'head'],
    ['Carrots', 350, 'bunch'],
    ['Winter squash', 250, 'lb'],
  ],
  fruit: [
    ['Strawberries', 600, 'quart'],
    ['Blueberries', 700, 'pint'],
    ['Peaches', 350, 'lb'],
    ['Honeycrisp apples', 250, 'lb'],
    ['Pears', 225, 'lb'],
    ['Sweet cherries', 800, 'lb'],
    ['Raspberries', 700, 'half pint'],
    ['Watermelon', 600, 'each'],
  ],
  eggs: [
    ['Farm fresh eggs', 600, 'dozen'],
    ['Duck eggs', 900, 'dozen'],
  ],
  dairy: [
    ['Whole milk', 500, 'half gallon'],
    ['Aged cheddar', 1000, 'lb'],
    ['Plain yogurt', 600, 'quart'],
  ],
  meat: [
    ['Grass-fed ground beef', 900, 'lb'],
    ['Pasture-raised pork chops', 1100, 'lb'],
    ['Breakfast sausage', 800, 'lb'],
  ],
  poultry: [
    ['Whole chicken', 1800, 'each'],
    ['Turkey (pre-order)', null, null],
  ],
  honey: [
    ['Wildflower honey', 1200, 'pint'],
    ['Comb honey', 1500, 'each'],
    ['Beeswax candles', 800, 'pair'],
  ],
  flowers: [
    ['Cut flower bouquet', 1500, 'each'],
    ['Sunflowers', 300, 'stem'],
    ['Dahlias', 1200, 'bunch'],
  ],
  plants: [
    ['Tomato seedlings', 400, 'each'],
    ['Herb starts', 350, 'each'],
    ['Hanging baskets', 2500, 'each'],
  ],
  'baked-goods': [
    ['Sourdough loaf', 900, 'each'],
    ['Apple pie', 1800, 'each'],
    ['Cider donuts', 900, 'half dozen'],
  ],
  preserves: [
    ['Strawberry jam', 800, 'jar'],
    ['Bread & butter pickles', 700, 'jar'],
    ['Apple butter', 800, 'jar'],
  ],
  'christmas-trees': [
    ['Fraser fir', 7500, 'each'],
    ['Douglas fir', 6000, 'each'],
    ['Fresh wreaths', 3500, 'each'],
  ],
  pumpkins: [
    ['Pie pumpkins', 500, 'each'],
    ['Carving pumpkins', 900, 'each'],
    ['Gourds', 150, 'each'],
  ],
};

const HOURS: Array<[string | null, FarmKind[], CategoryId[]]> = [
  ['Mo-Sa 09:00-18:00; Su 10:00-16:00', ['stand'], ['produce', 'eggs', 'preserves']],
  ['24/7', ['stand'], ['eggs', 'produce', 'honey']],
  ['Th-Su 10:00-17:00; PH off', ['stand', 'vendor'], ['baked-goods', 'dairy', 'preserves']],
  ['Apr-Oct: Mo-Su 08:00-19:00', ['stand', 'u-pick'], ['fruit', 'produce', 'flowers']],
  ['Jun-Sep: Fr-Su 09:00-17:00', ['u-pick'], ['fruit', 'flowers']],
  ['Sa 08:00-13:00', ['market'], ['produce', 'fruit', 'baked-goods', 'meat', 'honey']],
  ['We 15:00-19:00; Sa 08:00-12:00', ['market'], ['produce', 'fruit', 'eggs', 'flowers']],
  ['Nov 20-Dec 24: Mo-Su 09:00-17:00', ['u-pick'], ['christmas-trees']],
  ['Sep-Oct: Mo-Su 09:00-18:00', ['u-pick', 'stand'], ['pumpkins', 'fruit']],
  ['Mo-Fr 07:00-19:00; Sa,Su 08:00-17:00', ['stand'], ['dairy', 'meat', 'poultry', 'eggs']],
  ['Tu-Sa 10:00-18:00', ['vendor', 'stand'], ['honey', 'plants', 'flowers']],
  [null, ['stand', 'vendor'], ['produce', 'honey']],
];

const FEATURES_BY_KIND: Record<FarmKind, FeatureId[]> = {
  stand: ['organic', 'self-serve', 'accepts-cards', 'pet-friendly', 'parking', 'snap-ebt'],
  'u-pick': ['pick-your-own', 'organic', 'accepts-cards', 'pet-friendly', 'parking', 'wheelchair-accessible'],
  market: ['accepts-cards', 'snap-ebt', 'wic', 'parking', 'wheelchair-accessible', 'pet-friendly'],
  vendor: ['organic', 'accepts-cards', 'snap-ebt'],
};

export interface Region {
  name: string;
  city: string;
  region: string;
  postalCode: string;
  lat: number;
  lng: number;
}

export interface GeneratedListing {
  name: string;
  kind: FarmKind;
  description: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
  timeZone: string;
  openingHours: string | null;
  categories: CategoryId[];
  features: FeatureId[];
  paymentMethods: string[];
  phone: string | null;
  website: string | null;
  products: Array<{ name: string; category: CategoryId; available: boolean; priceCents: number | null; unit: string | null }>;
}

const ROADS = ['County Road', 'Orchard Rd', 'Mill Pond Rd', 'Route', 'Valley View Rd', 'Ridge Rd', 'Old Post Rd', 'River Rd'];
const NAMED_ROADS = ROADS.filter((road) => road.endsWith(' Rd'));

/** Realistic listings scattered within `radiusKm` of a region's centre. */
export function generateListings(region: Region, count: number, seed: number, radiusKm = 30): GeneratedListing[] {
  const r = rng(seed);
  const out: GeneratedListing[] = [];
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    const [hours, kinds, cats] = pick(r, HOURS);
    const kind = pick(r, kinds);
    const categories = [...new Set([...cats.slice(0, 1), ...some(r, cats, 0, cats.length - 1)])];
    const dist = radiusKm * Math.sqrt(r());
    const angle = r() * 2 * Math.PI;
    const lat = region.lat + (dist / 111.32) * Math.cos(angle);
    const lng = region.lng + (dist / (111.32 * Math.cos((region.lat * Math.PI) / 180))) * Math.sin(angle);
    const owner = pick(r, SURNAMES);
    const name =
      kind === 'market'
        ? `${region.city} ${pick(r, SUFFIX.market)}`
        : r() < 0.5
          ? `${owner} ${pick(r, SUFFIX[kind])}`
          : `${pick(r, PLACES)} ${pick(r, SUFFIX[kind])}`;
    const products = categories.flatMap((c) =>
      some(r, PRODUCTS[c], 1, 3).map(([n, price, unit]) => ({ name: n, category: c, available: r() < 0.75, priceCents: price, unit })),
    );
    const features = some(r, FEATURES_BY_KIND[kind], 1, 4);
    // A second "Meadowlark Orchard" nearby is told apart by its road, as people do (no draw from r: the rest of
    // the sequence, and so every other listing of a seed, stays the same).
    const byRoad = `${name} on ${NAMED_ROADS[i % NAMED_ROADS.length]}`;
    const unique = !names.has(name) ? name : !names.has(byRoad) ? byRoad : `${name} ${i + 1}`;
    names.add(unique);
    out.push({
      name: unique,
      kind,
      description: describe(r, kind, owner, categories, region.name),
      address: `${100 + Math.floor(r() * 9800)} ${pick(r, ROADS)}${r() < 0.3 ? ` ${Math.floor(r() * 90) + 9}` : ''}`,
      city: region.city,
      region: region.region,
      postalCode: region.postalCode,
      country: 'US',
      lat: round(lat),
      lng: round(lng),
      timeZone: tzlookup(lat, lng),
      openingHours: hours,
      categories,
      features,
      paymentMethods: [
        'cash',
        ...(features.includes('accepts-cards') ? ['card'] : []),
        ...(r() < 0.4 ? ['mobile'] : []),
        ...(features.includes('snap-ebt') ? ['snap-ebt'] : []),
      ],
      phone: r() < 0.7 ? `(${200 + Math.floor(r() * 700)}) 555-${String(1000 + Math.floor(r() * 8999))}` : null,
      website: null,
      products,
    });
  }
  return out;
}

/**
 * Realistic listings around any point you ask for: the town, state and ZIP come from the offline
 * gazetteer (nearest ZIP centroid within 200 km); elsewhere they are left blank.
 */
export function generateListingsAround(center: { lat: number; lng: number }, count: number, seed: number, radiusKm = 30): GeneratedListing[] {
  const near = reverseNearest(center.lat, center.lng, 200);
  const region: Region = {
    name: near?.city ? `the ${near.city} area` : 'the area',
    city: near?.city ?? '',
    region: near?.region ?? '',
    postalCode: near?.postalCode ?? '',
    lat: center.lat,
    lng: center.lng,
  };
  return generateListings(region, count, seed, radiusKm);
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

function describe(r: Rand, kind: FarmKind, owner: string, categories: CategoryId[], regionName: string) {
  const what = categories.map((c) => c.replace('-', ' ')).join(', ');
  const openers: Record<FarmKind, string[]> = {
    stand: [
      `The ${owner} family has farmed this land for three generations.`,
      `A small roadside stand at the end of our lane in ${regionName}.`,
      `We grow everything we sell within sight of the stand.`,
    ],
    'u-pick': [`Grab a basket and pick your own in our fields.`, `Bring the kids: rows are marked by ripeness and baskets are provided.`],
    market: [
      `A producers-only market: every vendor grows, raises or bakes what they sell.`,
      `Local growers from across ${regionName} under one roof of tents.`,
    ],
    vendor: [`You will find our stall at the weekend markets around ${regionName}.`, `Small-batch, made by hand, sold by the people who make it.`],
  };
  const closers = [
    'Cash is easiest; change is in the box.',
    'Follow us to hear when the first picking starts.',
    'Call ahead for large orders.',
    'Please stay on the marked paths and close the gate behind you.',
  ];
  return `${pick(r, openers[kind])} Look for ${what}. ${pick(r, closers)}`;
}
