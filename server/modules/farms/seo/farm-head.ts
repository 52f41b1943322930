import { labelOf, PAYMENT_METHODS, type CategoryId, type FarmKind } from '@common/farms/catalog.js';
import { msg } from '@common/i18n/keys.js';
import type { Config } from '../../../config/env.js';
import type { Db } from '../../../db/client.js';
import type { FarmRow } from '../../../db/schema/index.js';
import type { HeadProvider, PageHead } from '../../../plugins/spa.js';
import { photosForFarms } from '../../photos/listing-photos.service.js';
import { farmPolicy } from '../farms.policy.js';
import { farmsRepository } from '../farms.repository.js';
import { viewer } from '../../../lib/actor.js';
import { localize, type Language } from '../../../lib/i18n.js';

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

// The vocabularies' names in the catalogues (the browser's are in client/features/farms/catalog-labels.ts): the
// description of a listing's page is in the reader's language, as the page is.
const KIND_KEYS: Record<FarmKind, string> = {
  stand: msg('farms:catalog.kind.stand'),
  'u-pick': msg('farms:catalog.kind.uPick'),
  market: msg('farms:catalog.kind.market'),
  vendor: msg('farms:catalog.kind.vendor'),
};
const CATEGORY_KEYS: Record<CategoryId, string> = {
  produce: msg('farms:catalog.category.produce'),
  fruit: msg('farms:catalog.category.fruit'),
  eggs: msg('farms:catalog.category.eggs'),
  dairy: msg('farms:catalog.category.dairy'),
  meat: msg('farms:catalog.category.meat'),
  poultry: msg('farms:catalog.category.poultry'),
  honey: msg('farms:catalog.category.honey'),
  flowers: msg('farms:catalog.category.flowers'),
  plants: msg('farms:catalog.category.plants'),
  'baked-goods': msg('farms:catalog.category.bakedGoods'),
  preserves: msg('farms:catalog.category.preserves'),
  'christmas-trees': msg('farms:catalog.category.christmasTrees'),
  pumpkins: msg('farms:catalog.category.pumpkins'),
};
/** An id's name in a language; an id the table does not know (a newer one) is said as it is. */
const labelIn = (keys: Record<string, string>, id: string, lang: Language) => (keys[id] ? localize(keys[id], lang) : id);

function describe(farm: FarmRow, lang: Language): string {
  const where = [farm.city, farm.region].filter(Boolean).join(', ');
  const what = farm.categories
    .slice(0, 4)
    .map((c) => labelIn(CATEGORY_KEYS, c, lang).toLocaleLowerCase(lang))
    .join(', ');
  const kind = labelIn(KIND_KEYS, farm.kind, lang);
  const lead = `${where ? localize({ key: msg('farms:head.lead'), values: { kind, place: where } }, lang) : kind}${what ? ` · ${what}` : ''}.`;
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
    if (!farm || !farmPolicy.see(viewer(request), farm)) return { title: localize(msg('pages:farm.notFoundTitle'), request.lang), status: 404 };
    const canonicalPath = `/farm/${farm.id}`;
    const photos = (await photosForFarms(db, [farm.id])).get(farm.id) ?? [];
    const images = photos.map((p) => new URL(p.large, config.appOrigin).toString());
    return {
      title: [farm.name, farm.city && farm.region ? `${farm.city}, ${farm.region}` : farm.city].filter(Boolean).join(' · '),
      description: describe(farm, request.lang),
      canonicalPath,
      image: photos[0]?.large,
      type: 'place',
      ...(farm.status === 'published' ? { jsonLd: farmJsonLd(farm, config.appOrigin + canonicalPath, images) } : {}),
    };
  };
}
