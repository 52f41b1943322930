import type { V1License } from '@common/schemas/open-data.js';

/** The site's own terms of use: the license of everything people wrote on the site (and of other imports). */
export const TERMS_PATH = '/terms-of-service';

/**
 * The license of a listing's data, from where it came (`farms.source`, set by the import: docs/import.md):
 * OpenStreetMap rows stay under the ODbL with its credit; the USDA directory is a work of the US government,
 * in the public domain; the rest (written on the site, demo rows, plain-CSV imports) is under the site's terms.
 */
export function licenseOf(source: string | null, appOrigin: string): V1License {
  if (source === 'osm') return { id: 'ODbL-1.0', attribution: '© OpenStreetMap contributors', url: 'https://opendatacommons.org/licenses/odbl/1-0/', source };
  if (source === 'usda')
    return {
      id: 'public-domain',
      attribution: 'USDA Agricultural Marketing Service, National Farmers Market Directory',
      url: 'https://www.usa.gov/government-copyright',
      source,
    };
  return { id: 'site-terms', attribution: 'Farm Stand Finder', url: `${appOrigin}${TERMS_PATH}`, source };
}
