import { foldText } from './normalize.js';

/**
 * US states, DC, inhabited territories and Canadian provinces/territories: code → name. Our own table
 * because the one in `zipcodes` misspells some names ("NORTHEWEST TERRITORIES") and lacks territories.
 */
export const US_REGIONS: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
};

export const CA_REGIONS: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** Extra spellings people type. */
const ALIASES: Record<string, string> = {
  'washington dc': 'DC',
  'virgin islands': 'VI',
  'us virgin islands': 'VI',
  newfoundland: 'NL',
  labrador: 'NL',
  pei: 'PE',
  'yukon territory': 'YT',
  'northwest territory': 'NT',
  'nunavut territory': 'NU',
  nfld: 'NL',
  que: 'QC',
  pq: 'QC',
  calif: 'CA',
};

/**
 * First letter of a Canadian postal code → province. The `zipcodes` Canadian file has a few rows whose
 * province column is shifted (a comma in the name), so the province is taken from the code itself.
 * X is shared by the Northwest Territories and Nunavut; the row's own province text decides there.
 */
export const FSA_PROVINCE: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** Military "states" (APO/FPO/DPO): not places anyone searches for farm stands. */
export const MILITARY_REGIONS = new Set(['AA', 'AE', 'AP']);

/** Spaces dropped too, so "D.C." = "DC" and "NewYork" = "New York". */
const compact = (text: string) => foldText(text).replace(/ /g, '');

const byName = new Map<string, string>();
for (const table of [US_REGIONS, CA_REGIONS]) {
  for (const [code, name] of Object.entries(table)) {
    byName.set(compact(name), code);
    byName.set(code.toLowerCase(), code);
  }
}
for (const [name, code] of Object.entries(ALIASES)) byName.set(compact(name), code);

const COUNTRIES: Record<string, 'US' | 'CA'> = {
  us: 'US',
  usa: 'US',
  unitedstates: 'US',
  unitedstatesofamerica: 'US',
  america: 'US',
  canada: 'CA',
};

/** 'ca', 'California', 'calif.', 'Québec' → region code; undefined if not a region. */
export function regionCode(text: string): string | undefined {
  return byName.get(compact(text));
}

/** 'USA', 'United States', 'Canada' → country code ("Toronto, Canada"). */
export function countryCode(text: string): 'US' | 'CA' | undefined {
  return COUNTRIES[compact(text)];
}

/** Every folded region name/code starting with `prefix` (for autocomplete "Davis, cal…"). */
export function regionCodesByPrefix(prefix: string): Set<string> {
  const wanted = compact(prefix);
  const out = new Set<string>();
  for (const [name, code] of byName) if (name.startsWith(wanted)) out.add(code);
  return out;
}
