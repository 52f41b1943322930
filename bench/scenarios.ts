/** The requests the benchmark sends: 500 varied URLs per endpoint (places where the listings are). */
export interface Scenario {
  name: string;
  urls: string[];
}

/** 15:00 UTC (10 or 11 a.m. in the US) on the Saturday about 210 days from now. */
const AHEAD = (() => {
  const d = new Date(Date.now() + 210 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  d.setUTCHours(15, 0, 0, 0);
  return d.toISOString();
})();

/** available=<word> (docs/product.md §9): products the generator marks available (server/db/seed/generator.ts). */
const AVAILABLE = ['eggs', 'honey', 'strawberries', 'sweet corn', 'tomatoes', 'apples', 'pumpkins', 'peaches'];
const WORDS = ['strawberries', 'honey', 'eggs', 'sweet corn', 'strawbery', 'pumpkins', 'apple pie', 'sourdough', 'tomatos', 'farm stand'];
const SCREEN = { width: 1280, height: 800 };

/** The box a 1280×800 map shows at `zoom` around a point. */
function screenBox(lat: number, lng: number, zoom: number) {
  const degPerPx = 360 / (256 * 2 ** zoom);
  const w = (SCREEN.width / 2) * degPerPx;
  const h = (SCREEN.height / 2) * degPerPx * Math.cos((lat * Math.PI) / 180);
  const f = (x: number) => x.toFixed(4);
  return `bbox=${f(lng - w)},${f(Math.max(-85, lat - h))},${f(lng + w)},${f(Math.min(85, lat + h))}&zoom=${zoom}`;
}

export function scenarios(centers: Array<{ lat: number; lng: number }>, r: () => number): Scenario[] {
  const places = Array.from({ length: 500 }, () => {
    const c = centers[Math.floor(r() * centers.length)];
    return { lat: c.lat + (r() - 0.5) * 0.4, lng: c.lng + (r() - 0.5) * 0.4 };
  });
  const near = (p: { lat: number; lng: number }) => `near=${p.lat.toFixed(4)},${p.lng.toFixed(4)}`;
  const each = (f: (p: { lat: number; lng: number }, i: number) => string) => places.map(f);
  return [
    { name: '/healthz (ceiling)', urls: ['/healthz'] },
    { name: 'near + radius 25 mi', urls: each((p) => `/api/farms?${near(p)}&radius=25`) },
    { name: 'near + open=now', urls: each((p) => `/api/farms?${near(p)}&radius=25&open=now`) },
    // Beyond the stored intervals (decision 025): a Saturday late morning about seven months ahead, evaluated.
    { name: 'near + openAt +7 mo', urls: each((p) => `/api/farms?${near(p)}&radius=25&openAt=${AHEAD}`) },
    { name: 'available + near', urls: each((p, i) => `/api/farms?${near(p)}&radius=25&available=${encodeURIComponent(AVAILABLE[i % AVAILABLE.length])}`) },
    { name: 'q + near', urls: each((p, i) => `/api/farms?${near(p)}&radius=25&q=${encodeURIComponent(WORDS[i % WORDS.length])}`) },
    { name: 'map z4 (continent)', urls: each((p) => `/api/farms/map?${screenBox(39 + (p.lat - 39) * 0.1, -96 + (p.lng + 96) * 0.1, 4)}`) },
    { name: 'map z7 (state)', urls: each((p) => `/api/farms/map?${screenBox(p.lat, p.lng, 7)}`) },
    { name: 'map z10 (county)', urls: each((p) => `/api/farms/map?${screenBox(p.lat, p.lng, 10)}`) },
    { name: 'map z13 (town)', urls: each((p) => `/api/farms/map?${screenBox(p.lat, p.lng, 13)}`) },
    { name: 'map z7 + open=now', urls: each((p) => `/api/farms/map?${screenBox(p.lat, p.lng, 7)}&open=now`) },
  ];
}
