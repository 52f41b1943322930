import { createHash } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.js';
import { freshnessOfFacts, listingUrl } from './open-data.presenter.js';
import { licenseOf } from './licenses.js';
import { exportFingerprint, publishedListings, type ExportRow } from './open-data.repository.js';

/** One listing of a bulk export, with its license and the credit to give: the same fields in GeoJSON and CSV. */
function exported(row: ExportRow, appOrigin: string, now: Date) {
  const license = licenseOf(row.source, appOrigin);
  const freshness = freshnessOfFacts(row, now);
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    url: listingUrl(appOrigin, Number(row.id)),
    address: row.address,
    city: row.city,
    region: row.region,
    postal_code: row.postal_code,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    time_zone: row.time_zone,
    opening_hours: row.opening_hours,
    categories: row.categories,
    features: row.features,
    payment_methods: row.payment_methods,
    products: row.products,
    available_products: row.available_products,
    phone: row.phone,
    website: row.website,
    freshness: freshness.level,
    hours_confirmed_at: freshness.hoursConfirmedAt,
    hours_confirmed_by: freshness.hoursConfirmedBy,
    stock_updated_at: freshness.stockUpdatedAt,
    updated_at: new Date(row.updated_at).toISOString(),
    source: row.source,
    license: license.id,
    attribution: license.attribution,
    license_url: license.url,
  };
}
type Exported = ReturnType<typeof exported>;
const COLUMNS = [
  'id',
  'name',
  'kind',
  'url',
  'address',
  'city',
  'region',
  'postal_code',
  'country',
  'lat',
  'lng',
  'time_zone',
  'opening_hours',
  'categories',
  'features',
  'payment_methods',
  'products',
  'available_products',
  'phone',
  'website',
  'freshness',
  'hours_confirmed_at',
  'hours_confirmed_by',
  'stock_updated_at',
  'updated_at',
  'source',
  'license',
  'attribution',
  'license_url',
] as const satisfies ReadonlyArray<keyof Exported>;

/**
 * The exports' weak ETag, from the data without reading it all (exportFingerprint) and the columns written (a field
 * added to v1 is a new version): a mirror that sends it back in `If-None-Match` gets a 304 until a listing changes.
 */
export async function exportTag(db: Db, appOrigin: string, now: Date) {
  const { count, hash } = await exportFingerprint(db, now);
  return `W/"${createHash('sha1')
    .update([...COLUMNS, appOrigin, count, hash].join('|'))
    .digest('base64url')}"`;
}

async function* listings(db: Db, appOrigin: string, now: Date) {
  for await (const batch of publishedListings(db)) for (const row of batch) yield exported(row, appOrigin, now);
}

/**
 * Every published listing as a GeoJSON FeatureCollection, written to the reply as it is read (a batch at a time):
 * never the whole file in memory. Each feature's properties carry its license and attribution.
 */
export function geojsonExport(db: Db, appOrigin: string, now = new Date()): Readable {
  async function* chunks() {
    yield `{"type":"FeatureCollection","generatedAt":${JSON.stringify(now.toISOString())},"features":[`;
    let first = true;
    for await (const { lat, lng, ...properties } of listings(db, appOrigin, now)) {
      const feature = { type: 'Feature', id: properties.id, geometry: { type: 'Point', coordinates: [lng, lat] }, properties };
      yield (first ? '\n' : ',\n') + JSON.stringify(feature);
      first = false;
    }
    yield '\n]}\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * The same listings as CSV (RFC 4180 quoting by csv-stringify; lists joined with `;`). A cell that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab or CR first, and their full-width forms) is written with a leading
 * `'`: names are people's words. It changes phone numbers such as `+1 845 555 0142` too, so the route's description
 * and the README say so, and send programs to the GeoJSON export for the raw values.
 */
export function csvExport(db: Db, appOrigin: string, now = new Date()): Readable {
  const csv = stringify({ header: true, columns: [...COLUMNS], escape_formulas: true, record_delimiter: 'windows' });
  const rows = Readable.from(
    (async function* () {
      for await (const row of listings(db, appOrigin, now)) {
        yield {
          ...row,
          categories: row.categories.join(';'),
          features: row.features.join(';'),
          payment_methods: row.payment_methods.join(';'),
          products: row.products.join(';'),
          available_products: row.available_products.join(';'),
        };
      }
    })(),
  );
  // A failed read ends the download with an error (the client sees a cut transfer, not a short file that looks whole).
  return pipeline(rows, csv, () => {});
}
