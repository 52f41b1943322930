import { createHash } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.js';
import { freshnessOfFacts, listingUrl } from './open-data.presenter.js';
import { licenseOf } from './licenses.js';
import { v1Payment } from '@common/schemas/open-data.js';
import { paymentDetailsOf } from '@common/schemas/payments.js';
import { exportFingerprint, publishedListings, type ExportRow } from './open-data.repository.js';

/**
 * One listing of a bulk export, with its license and the credit to give. Its fields are v1's own names and shapes
 * (V1ListingDetail: `postalCode`, `freshness.level`, `license.url`), a subset of them, so a program reads the
 * export and the JSON alike (decision 036). GeoJSON has it as it is; CSV flattens it (COLUMNS).
 */
function exported(row: ExportRow, appOrigin: string, now: Date) {
  const { id, attribution, url, source } = licenseOf(row.source, appOrigin);
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    url: listingUrl(appOrigin, Number(row.id)),
    address: row.address,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    timeZone: row.time_zone,
    openingHours: row.opening_hours,
    categories: row.categories,
    features: row.features,
    paymentMethods: row.payment_methods,
    payment: v1Payment(paymentDetailsOf(row.payment_details)),
    products: row.products,
    availableProducts: row.products.filter((p) => p.available).map((p) => ({ name: p.name, updatedAt: p.availableUpdatedAt })),
    phone: row.phone,
    website: row.website,
    freshness: freshnessOfFacts(row, now),
    license: { id, attribution, url, source },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
type Exported = ReturnType<typeof exported>;

const names = (list: Array<{ name: string }>) => list.map((p) => p.name).join(';');
/**
 * The CSV's columns, in order, and how each cell is read from an exported listing: a nested field is named by its
 * path (`freshness.level`, `license.url`), a list is joined with `;`, a list of products by their names.
 */
const CSV_COLUMNS: Array<[string, (l: Exported) => string | number | null]> = [
  ['id', (l) => l.id],
  ['name', (l) => l.name],
  ['kind', (l) => l.kind],
  ['url', (l) => l.url],
  ['address', (l) => l.address],
  ['city', (l) => l.city],
  ['region', (l) => l.region],
  ['postalCode', (l) => l.postalCode],
  ['country', (l) => l.country],
  ['lat', (l) => l.lat],
  ['lng', (l) => l.lng],
  ['timeZone', (l) => l.timeZone],
  ['openingHours', (l) => l.openingHours],
  ['categories', (l) => l.categories.join(';')],
  ['features', (l) => l.features.join(';')],
  ['paymentMethods', (l) => l.paymentMethods.join(';')],
  ['payment.venmo', (l) => l.payment.venmo],
  ['payment.paypal', (l) => l.payment.paypal],
  ['payment.cashApp', (l) => l.payment.cashApp],
  ['payment.other', (l) => l.payment.other],
  ['payment.tapToPay', (l) => (l.payment.tapToPay ? 'yes' : '')],
  ['payment.incentiveProgram', (l) => l.payment.incentiveProgram],
  ['payment.how.snap-ebt', (l) => l.payment.how['snap-ebt']],
  ['payment.how.wic', (l) => l.payment.how.wic],
  ['payment.how.fmnp', (l) => l.payment.how.fmnp],
  ['payment.how.incentive', (l) => l.payment.how.incentive],
  ['products', (l) => names(l.products)],
  ['availableProducts', (l) => names(l.availableProducts)],
  ['phone', (l) => l.phone],
  ['website', (l) => l.website],
  ['freshness.level', (l) => l.freshness.level],
  ['freshness.hoursConfirmedAt', (l) => l.freshness.hoursConfirmedAt],
  ['freshness.hoursConfirmedBy', (l) => l.freshness.hoursConfirmedBy],
  ['freshness.stockUpdatedAt', (l) => l.freshness.stockUpdatedAt],
  ['updatedAt', (l) => l.updatedAt],
  ['license.id', (l) => l.license.id],
  ['license.attribution', (l) => l.license.attribution],
  ['license.url', (l) => l.license.url],
  ['license.source', (l) => l.license.source],
];
export const COLUMNS = CSV_COLUMNS.map(([name]) => name);

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
  // Rows as arrays, the header first: csv-stringify would read a column named `freshness.level` as a nested path.
  const csv = stringify({ escape_formulas: true, record_delimiter: 'windows' });
  const rows = Readable.from(
    (async function* () {
      yield COLUMNS;
      for await (const listing of listings(db, appOrigin, now)) yield CSV_COLUMNS.map(([, cell]) => cell(listing));
    })(),
  );
  // A failed read ends the download with an error (the client sees a cut transfer, not a short file that looks whole).
  return pipeline(rows, csv, () => {});
}
