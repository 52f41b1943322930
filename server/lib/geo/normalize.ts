/**
 * Text folding for place names, shared by the index (data side) and the queries (user side) so both
 * reduce to the same key: "St. Louis", "saint-louis", "SAINT LOUIS" → "saintlouis".
 */

/** Common abbreviations in US/Canadian place names, folded to one spelling. */
const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  mtn: 'mountain',
  pt: 'point',
  spgs: 'springs',
  spg: 'spring',
  hts: 'heights',
  jct: 'junction',
  twp: 'township',
  vlg: 'village',
};

/**
 * Lowercase, accents removed, apostrophes dropped (so "O'Fallon" = "OFallon"), every other run of
 * non-alphanumerics → one space. U+FFFD becomes "e": the Canadian file of `zipcodes` lost its accents
 * to mojibake ("Rivi\uFFFDre", "Qu\uFFFDbec"), and almost all of them were é/è/ê.
 */
export function foldText(text: string): string {
  // NFD is the slow step; ASCII input (nearly all names, and every index build) skips it.
  // eslint-disable-next-line no-control-regex -- the ASCII range test is the point
  const ascii = /^[\x00-\x7f]*$/.test(text)
    ? text
    : text
        .replace(/\uFFFD/g, 'e')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function foldedTokens(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

export function expandToken(token: string): string {
  return ABBREVIATIONS[token] ?? token;
}

/**
 * Lookup key of a place name: folded tokens, abbreviations expanded, spaces removed ("Mc Allen" =
 * "McAllen", "Lake Havasu City" = "lakehavasucity"). Tokens, not characters, are expanded, so "Stockton"
 * stays "stockton".
 */
export function placeKey(text: string): string {
  return foldedTokens(text).map(expandToken).join('');
}

/** Same as placeKey on already-folded tokens. */
export function tokensKey(tokens: readonly string[]): string {
  return tokens.map(expandToken).join('');
}

/** "saint-hubert east" → "Saint-Hubert East": display casing for the lower-cased Canadian names. */
export function titleCase(text: string): string {
  return text
    .replace(/\uFFFD/g, 'e')
    .replace(/-\s+/g, '-')
    .replace(/(^|[\s\-/(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
