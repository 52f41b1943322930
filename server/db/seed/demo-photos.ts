import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../client.js';
import { farmPhotos, photoFiles } from '../schema/index.js';
import { PHOTO_WIDTHS } from '../../modules/photos/image.js';
import type { FileStorage } from '../../modules/photos/storage.js';
import { rng } from './generator.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Rand = () => number;

/** Demo photos are drawn at this size: the "large" size of an upload of that size (never scaled up). */
export const DEMO_PHOTO_SIZE = { width: 1200, height: 800 } as const;
const { width: W, height: H } = DEMO_PHOTO_SIZE;

/** Colours of a product, by words of its name; a stand of unknown products gets a market mix. */
const PRODUCE_COLOURS: Array<[RegExp, string[]]> = [
  [/tomat/i, ['#d7301f', '#b22222', '#e4572e']],
  [/strawberr|cherr|raspberr|fresa|cereza|frambuesa/i, ['#c0152f', '#a3001b', '#d62839']],
  [/apple|manzana/i, ['#c8332b', '#e0a030', '#b5302a']],
  [/peach|apricot|durazno/i, ['#f4a259', '#ee8434', '#f6bd60']],
  [/pear/i, ['#c5c94a', '#a8b545', '#d6cf5a']],
  [/blueberr|plum|grape|ciruela|uva|arándano/i, ['#3d3b8e', '#2f2d6b', '#524fa1']],
  [/corn|squash|pumpkin|maíz|calabaza/i, ['#f2c14e', '#e9a23b', '#f78c1f']],
  [/pepper|chile|pimiento/i, ['#d62828', '#f77f00', '#fcbf49']],
  [/carrot/i, ['#ef7b1a', '#f08a24', '#e36414']],
  [/potato|garlic|onion/i, ['#c9a66b', '#b08954', '#e3d3b0']],
  [/green|kale|lettuce|bean|zucchini|cucumber|herb|lechuga|verdura|calabac|pepino|hierba/i, ['#4c8c2b', '#2f6b1f', '#6aa84f']],
  [/watermelon|melon/i, ['#3a7d2c', '#2e6b23', '#4f9a3a']],
  // Brown eggs of two shades and a few cream ones: an all-cream crate under the highlight read as a pale blur.
  [/egg|huevo/i, ['#c98a4b', '#a9683a', '#ead9b8']],
  [/honey|candle|miel/i, ['#e8a317', '#d08c0f', '#f2c14e']],
  [/flower|dahlia|sunflower|bouquet/i, ['#e85d9e', '#f2c14e', '#9b5de5']],
  // Aged rinds and cut cheddar, golden and orange rather than near-white.
  [/cheese|cheddar|milk|yogurt/i, ['#f2b632', '#dd8f12', '#f7cf5a']],
];
const MARKET_MIX = ['#d7301f', '#f2c14e', '#4c8c2b', '#ef7b1a', '#3d3b8e', '#c8332b'];

export function produceColours(products: string[]): string[] {
  const out: string[] = [];
  for (const name of products) for (const [re, colours] of PRODUCE_COLOURS) if (re.test(name)) out.push(...colours);
  return out.length >= 3 ? out : [...out, ...MARKET_MIX];
}

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const f = (n: number) => n.toFixed(1);

/** Shared <defs>: sky, light and the shading that makes round produce look round. */
function defs(r: Rand, colours: string[]) {
  const warm = r() < 0.5;
  const fruit = [...new Set(colours)]
    .map(
      (c, i) =>
        `<radialGradient id="p${i}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".25" stop-color="${c}"/><stop offset="1" stop-color="${c}"/></radialGradient>`,
    )
    .join('');
  return {
    svg: `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${warm ? '#8ec5e8' : '#6fa8dc'}"/><stop offset="1" stop-color="${warm ? '#fde7c3' : '#e3f1fb'}"/></linearGradient>
      <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb24a"/><stop offset="1" stop-color="#4d7f2a"/></linearGradient>
      <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7824f"/><stop offset="1" stop-color="#8a5a32"/></linearGradient>
      <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
      <radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
      ${fruit}
    </defs>`,
    fills: [...new Set(colours)].map((_, i) => `url(#p${i})`),
  };
}

/** A crate of round produce, seen from the front and a little above. */
function crate(r: Rand, x: number, y: number, w: number, h: number, fills: string[]) {
  const fill = pick(r, fills);
  const second = r() < 0.3 ? pick(r, fills) : fill;
  const rad = w / (7 + Math.floor(r() * 4));
  let fruit = '';
  for (let row = 0; row < 4; row++) {
    const cy = y - rad * 1.3 + row * rad * 0.7;
    for (let cx = x + rad; cx < x + w - rad * 0.5; cx += rad * 1.7) {
      const jx = (r() - 0.5) * rad * 0.5;
      const jr = rad * (0.85 + r() * 0.3);
      fruit += `<circle cx="${f(cx + jx)}" cy="${f(cy + (r() - 0.5) * rad * 0.3)}" r="${f(jr)}" fill="${r() < 0.5 ? fill : second}"/>`;
    }
  }
  const slats = [0, 1, 2].map((i) => `<rect x="${x}" y="${f(y + (i * h) / 3 + 2)}" width="${w}" height="${f(h / 3 - 6)}" rx="3" fill="url(#wood)"/>`).join('');
  return `<g>${fruit}<rect x="${x - 4}" y="${y - 6}" width="${w + 8}" height="${h + 10}" rx="6" fill="#6b4424"/>${slats}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#shade)"/></g>`;
}

function hills(r: Rand, horizon: number) {
  const far = `M0 ${horizon} Q ${f(W * (0.2 + r() * 0.2))} ${f(horizon - 90 - r() * 60)} ${f(W * 0.55)} ${horizon - 30} T ${W} ${f(horizon - 50 - r() * 40)} V ${H} H 0 Z`;
  const near = `M0 ${horizon + 20} Q ${f(W * (0.5 + r() * 0.3))} ${f(horizon - 50 - r() * 30)} ${W} ${horizon + 10} V ${H} H 0 Z`;
  return `<path d="${far}" fill="#8fae8b" opacity=".8"/><path d="${near}" fill="#6e9a55"/>`;
}

function trees(r: Rand, horizon: number, n: number) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = r() * W;
    const s = 30 + r() * 40;
    const y = horizon - 10 + r() * 20;
    out += `<rect x="${f(x - 4)}" y="${f(y - s * 0.3)}" width="8" height="${f(s * 0.6)}" fill="#5b3b22"/><circle cx="${f(x)}" cy="${f(y - s * 0.6)}" r="${f(s * 0.55)}" fill="${pick(r, ['#3f6f2a', '#4a7c31', '#355e24'])}"/>`;
  }
  return out;
}

/** A roadside stand: striped awning, a table of crates, grass and hills behind. */
function standScene(r: Rand, fills: string[]) {
  const horizon = 380 + r() * 60;
  const awning = pick(r, [
    ['#c0392b', '#f8f1e5'],
    ['#2e7d32', '#f8f1e5'],
    ['#1f5f8b', '#f8f1e5'],
    ['#d35400', '#fff3d6'],
  ]);
  const sx = 120 + r() * 140;
  const sw = 820;
  let stripes = '';
  for (let i = 0; i < 10; i++) stripes += `<rect x="${sx + (i * sw) / 10}" y="170" width="${sw / 10}" height="90" fill="${awning[i % 2]}"/>`;
  let scallops = '';
  for (let i = 0; i < 10; i++) scallops += `<circle cx="${sx + (i + 0.5) * (sw / 10)}" cy="260" r="${sw / 20}" fill="${awning[i % 2]}"/>`;
  const crates = [0, 1, 2].map((i) => crate(r, sx + 40 + i * 260, 520, 220, 110, fills)).join('');
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>${hills(r, horizon)}${trees(r, horizon, 6)}
    <rect y="${horizon + 20}" width="${W}" height="${H}" fill="url(#grass)"/>
    <ellipse cx="${sx + sw / 2}" cy="760" rx="${sw * 0.62}" ry="40" fill="#000" opacity=".18"/>
    <rect x="${sx + 10}" y="240" width="26" height="520" fill="#7a4e2b"/><rect x="${sx + sw - 36}" y="240" width="26" height="520" fill="#7a4e2b"/>
    <rect x="${sx}" y="250" width="${sw}" height="320" fill="#5b3b22"/><rect x="${sx}" y="250" width="${sw}" height="320" fill="url(#shade)"/>
    ${stripes}${scallops}<rect x="${sx - 10}" y="150" width="${sw + 20}" height="24" rx="6" fill="#6b4424"/>
    ${crates}
    <rect x="${sx - 10}" y="640" width="${sw + 20}" height="30" rx="4" fill="#8a5a32"/>
    <rect x="${sx}" y="670" width="${sw}" height="90" fill="url(#wood)"/><rect x="${sx}" y="670" width="${sw}" height="30" fill="url(#shade)"/>`;
}

/** Crates of produce filling the frame, seen from above at a market table. */
function cratesScene(r: Rand, fills: string[]) {
  let out = `<rect width="${W}" height="${H}" fill="#5a3c24"/>`;
  for (let i = 0; i < 8; i++) out += `<rect y="${i * 100}" width="${W}" height="96" fill="${i % 2 ? '#6b4a2e' : '#634329'}"/>`;
  const cols = 3;
  const rows = 2;
  const cw = W / cols;
  const ch = H / rows;
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      const x = c * cw + 18;
      const y = row * ch + 18;
      const w = cw - 36;
      const h = ch - 36;
      const fill = pick(r, fills);
      const other = pick(r, fills);
      const rad = 30 + r() * 18;
      let fruit = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#3a2616"/>`;
      for (let yy = y + rad * 0.8; yy < y + h; yy += rad * 1.45) {
        for (let xx = x + rad * 0.8 + (Math.round((yy - y) / rad) % 2) * rad * 0.7; xx < x + w; xx += rad * 1.55) {
          fruit += `<circle cx="${f(xx + (r() - 0.5) * 10)}" cy="${f(yy + (r() - 0.5) * 10)}" r="${f(rad * (0.85 + r() * 0.25))}" fill="${r() < 0.85 ? fill : other}"/>`;
        }
      }
      out += `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">${fruit}</svg>`;
      out += `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="10" fill="none" stroke="#b7824f" stroke-width="20"/>`;
      out += `<rect x="${x + w / 2 - 50}" y="${y - 12}" width="100" height="14" rx="7" fill="#2b1a0e" opacity=".7"/>`;
    }
  }
  return out;
}

/** Rows of a crop running to the hills, with a barn. */
function fieldScene(r: Rand, fills: string[]) {
  const horizon = 330 + r() * 60;
  const crop = pick(r, ['#3f7d2a', '#5a8f29', '#2f6b1f']);
  let rows = '';
  for (let i = -12; i <= 12; i++) {
    const x0 = W / 2 + i * 18;
    const x1 = W / 2 + i * 190;
    rows += `<path d="M${f(x0 - 3)} ${horizon + 20} L${f(x1 - 55)} ${H} L${f(x1 + 55)} ${H} L${f(x0 + 3)} ${horizon + 20} Z" fill="${crop}"/>`;
  }
  let dots = '';
  for (let i = 0; i < 70; i++) {
    const t = 0.35 + r() * 0.65;
    const y = horizon + 30 + t * t * (H - horizon - 30);
    const lane = Math.round((r() - 0.5) * 12);
    const x = W / 2 + lane * (18 + (172 * (y - horizon - 20)) / (H - horizon - 20));
    dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(3 + t * t * 16)}" fill="${pick(r, fills)}"/>`;
  }
  const bx = r() < 0.5 ? 140 + r() * 120 : W - 360 - r() * 120;
  const barn = pick(r, ['#a8322d', '#8e2b26', '#b5473a']);
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${f(W * (0.15 + r() * 0.7))}" cy="${f(90 + r() * 60)}" r="46" fill="#fff6d5" opacity=".9"/>
    ${hills(r, horizon)}${trees(r, horizon, 9)}
    <g><rect x="${bx}" y="${horizon - 70}" width="180" height="110" fill="${barn}"/><path d="M${bx - 14} ${horizon - 68} L${bx + 90} ${horizon - 140} L${bx + 194} ${horizon - 68} Z" fill="#4a2a22"/>
      <rect x="${bx + 65}" y="${horizon - 20}" width="50" height="60" fill="#f3e9d2"/><path d="M${bx + 65} ${horizon - 20} L${bx + 115} ${horizon + 40} M${bx + 115} ${horizon - 20} L${bx + 65} ${horizon + 40}" stroke="${barn}" stroke-width="6"/></g>
    <rect y="${horizon + 20}" width="${W}" height="${H}" fill="#6b4a2e"/>${rows}${dots}`;
}

export const DEMO_SCENES = ['stand', 'crates', 'field'] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

/** The SVG of one demo photo: the same listing seed and products always draw the same picture. */
export function demoPhotoSvg(scene: DemoScene, seed: number, products: string[]): string {
  const r = rng(seed);
  const { svg, fills } = defs(r, produceColours(products));
  const body = scene === 'stand' ? standScene(r, fills) : scene === 'crates' ? cratesScene(r, fills) : fieldScene(r, fills);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${svg}${body}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** Alt text as the listing's owner would write it, in the listing's language. */
const ALT: Record<'en' | 'es', Record<DemoScene, (name: string) => string>> = {
  en: {
    stand: (name) => `The farm stand at ${name}, crates of produce under a striped awning`,
    crates: (name) => `Crates of this week's produce at ${name}`,
    field: (name) => `The fields and barn at ${name}`,
  },
  es: {
    stand: (name) => `El puesto de ${name}, cajas de productos bajo un toldo de rayas`,
    crates: (name) => `Cajas con los productos de esta semana en ${name}`,
    field: (name) => `Los campos y el granero de ${name}`,
  },
};

export interface DemoPhotoListing {
  farmId: number;
  name: string;
  products: string[];
  /** Stable per listing (its demo external id hashed): the photo never changes between seeds. */
  seed: number;
  lang?: 'en' | 'es';
  /** How many photos (1–3), scenes in turn from one chosen by the seed. */
  count: number;
}

/**
 * Draws, stores and registers the demo listings' photos in the seed's transaction, exactly as uploads are stored
 * (photos.service.ts: three WebP sizes in the uploads storage, photo_files then farm_photos). The card photo is
 * stamped by the listing refresh that follows (refreshOpenIntervals).
 */
export async function seedDemoPhotos(tx: Tx, storage: FileStorage, listings: DemoPhotoListing[]) {
  const jobs = listings.flatMap((l) =>
    Array.from({ length: l.count }, (_, position) => ({ l, position, scene: DEMO_SCENES[(l.seed + position) % DEMO_SCENES.length] })),
  );
  // Two at a time: libvips uses its own threads, and the machine (or a CI runner) may have only two cores.
  const rows: Array<typeof farmPhotos.$inferInsert> = [];
  const files: Array<{ key: string; photoId: string }> = [];
  for (let i = 0; i < jobs.length; i += 2) {
    await Promise.all(
      jobs.slice(i, i + 2).map(async ({ l, position, scene }) => {
        const id = uuidFrom(`demo-photo:${l.seed}:${position}`);
        const svg = demoPhotoSvg(scene, l.seed * 31 + position, l.products);
        // Drawn once; each size is scaled from those pixels (a clone of the SVG input would draw it again).
        const raw = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
        const variants = await Promise.all(
          (Object.entries(PHOTO_WIDTHS) as Array<[keyof typeof PHOTO_WIDTHS, number]>).map(async ([name, width]) => {
            const { data, info } = await sharp(raw.data, { raw: raw.info })
              .resize({ width: Math.min(width, W) })
              .webp({ quality: 78, effort: 0 })
              .toBuffer({ resolveWithObject: true });
            const hash = crypto.createHash('sha256').update(data).digest('hex');
            return { name, data, width: info.width, height: info.height, key: `photos/${id.slice(0, 2)}/${id}-${hash.slice(0, 16)}-${info.width}.webp` };
          }),
        );
        await Promise.all(variants.map((v) => storage.put(v.key, v.data, 'image/webp')));
        const by = Object.fromEntries(variants.map((v) => [v.name, v]));
        files.push(...variants.map((v) => ({ key: v.key, photoId: id })));
        rows.push({
          id,
          farmId: l.farmId,
          position,
          alt: ALT[l.lang ?? 'en'][scene](l.name),
          width: by.large.width,
          height: by.large.height,
          thumbKey: by.thumb.key,
          mediumKey: by.medium.key,
          largeKey: by.large.key,
          bytes: variants.reduce((sum, v) => sum + v.data.length, 0),
        });
      }),
    );
  }
  if (files.length) await tx.insert(photoFiles).values(files).onConflictDoNothing();
  if (rows.length) await tx.insert(farmPhotos).values(rows).onConflictDoNothing();
  return rows.length;
}

/** A UUID made from a name, so a listing's demo photo has the same id (and file names) in every seed. */
function uuidFrom(name: string) {
  const h = crypto.createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
