import { CATEGORIES, FARM_KINDS, labelOf, PAYMENT_METHODS } from '@common/farms/catalog.js';
import type { Config } from '../../../config/env.js';
import type { Db } from '../../../db/client.js';
import type { FarmRow } from '../../../db/schema/index.js';
import type { HeadProvider, PageHead } from '../../../plugins/spa.js';
import { photosForFarms } from '../../photos/photos.repository.js';
import { farmPolicy } from '../farms.policy.js';
import { farmsRepository } from '../farms.repository.js';
import { viewer } from '../../../lib/actor.js';

// schema.org openingHours only has simple weekly rules ("Mo-Fr 09:00-17:00"); anything richer (seasons,
// holidays, sun times) is left out rather than stated wrongly.
const DAYS = '(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?';
const SIMPLE_RULE = new RegExp(`^${DAYS}(?:,${DAYS})* \\d\\d:\\d\\d-\\d\\d:\\d\\d(?:,\\d\\d:\\d\\d-\\d\\d:\\d\\d)*$`);

export function schemaOpeningHours(value: string | null): string[] | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v === '24/7') return ['Mo-Su'];
  const rules = v
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);
  return rules.length && rules.every((r) => SIMPLE_RULE.test(r)) ? rules : undefined;
}

function describe(farm: FarmRow): string {
  const where = [farm.city, farm.region].filter(Boolean).join(', ');
  const what = farm.categories
    .slice(0, 4)
    .map((c) => labelOf(CATEGORIES, c).toLowerCase())
    .join(', ');
  const lead = `${labelOf(FARM_KINDS, farm.kind)}${where ? ` in ${where}` : ''}${what ? ` · ${what}` : ''}.`;
  const text = `${lead} ${farm.description}`.replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

export function farmJsonLd(farm: FarmRow, pageUrl: string, images: string[]): object {
  const hours = schemaOpeningHours(farm.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    name: farm.name,
    description: farm.description || undefined,
    url: pageUrl,
    ...(images.length ? { image: images } : {}),
    ...(farm.phone ? { telephone: farm.phone } : {}),
    ...(farm.website ? { sameAs: [farm.website] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: farm.address || undefined,
      addressLocality: farm.city || undefined,
      addressRegion: farm.region || undefined,
      postalCode: farm.postalCode || undefined,
      addressCountry: farm.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: farm.lat, longitude: farm.lng },
    ...(hours ? { openingHours: hours } : {}),
    ...(farm.paymentMethods.length ? { paymentAccepted: farm.paymentMethods.map((p) => labelOf(PAYMENT_METHODS, p)).join(', ') } : {}),
    ...(farm.ratingCount > 0 && farm.ratingAvg !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(farm.ratingAvg * 10) / 10,
            ratingCount: farm.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * <head> for /farm/{id}: title, description, photo and JSON-LD in the HTML itself, so link previews and
 * search engines see the listing. Unknown, draft and suspended listings answer 404 (their owner and admins
 * still get the page, without structured data).
 */
export function farmHead(db: Db, config: Config): HeadProvider {
  return async (params, request): Promise<PageHead> => {
    const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : null;
    const farm = id === null ? undefined : await farmsRepository(db).find(id);
    if (!farm || !farmPolicy.see(viewer(request), farm)) return { title: 'Listing not found', status: 404 };
    const canonicalPath = `/farm/${farm.id}`;
    const photos = (await photosForFarms(db, [farm.id])).get(farm.id) ?? [];
    const images = photos.map((p) => new URL(p.large, config.appOrigin).toString());
    return {
      title: [farm.name, farm.city && farm.region ? `${farm.city}, ${farm.region}` : farm.city].filter(Boolean).join(' · '),
      description: describe(farm),
      canonicalPath,
      image: photos[0]?.large,
      type: 'place',
      ...(farm.status === 'published' ? { jsonLd: farmJsonLd(farm, config.appOrigin + canonicalPath, images) } : {}),
    };
  };
}
