import type { TFunction } from 'i18next';

/**
 * Where an imported listing came from, in the reader's words: OpenStreetMap, the USDA directory, or (any other
 * source, CSV files and the demo data included) "a public list". Never the raw source code a reader cannot parse.
 */
export function claimSourceName(t: TFunction<'trust'>, source: string): string {
  if (source === 'osm') return t('claim.source.osm', { ns: 'trust' });
  if (source === 'usda') return t('claim.source.usda', { ns: 'trust' });
  return t('claim.source.csv', { ns: 'trust' });
}
