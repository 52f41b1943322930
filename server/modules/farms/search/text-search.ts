import type { Db } from '../../../db/client.js';
import { Lru } from '../../../lib/hours/lru.js';
import { stemsAndAlternatives } from './search-terms.repository.js';

const MAX_WORDS = 6;
const MAX_WORD = 40;
/** Spelling alternatives per misspelt word: enough for 'strawbery' → strawberri, few enough to stay precise. */
const ALTERNATIVES = 3;
/** Words a typed prefix is spelt out into at most; past it the query keeps the prefix ('str…'). */
const PREFIXED = 16;

/** The words of a query: lower-case letters and digits, accents folded ('jalapeño' is found by 'jalapeno'). */
export function queryWords(q: string): string[] {
  const folded = q
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && w.length <= MAX_WORD))].slice(0, MAX_WORDS);
}

/**
 * A typo-tolerant full-text query for `q`, or null when it has no searchable word. Each word becomes
 * its English stem; a stem no listing uses (a typo, most likely) is replaced by the closest words of the
 * listings' vocabulary by trigram similarity (pg_trgm, GiST kNN on farm_search_terms): 'strawbery' →
 * 'strawberri', the stem of 'strawberries'. The last word also matches as a prefix (typing 'straw…'): spelt
 * out as the vocabulary's words that start with it when there are few (a query with a prefix operand cannot be
 * decided from the GiST signatures near a place use, decision 044), kept as a prefix (`'str':*`) past PREFIXED.
 * Words are ANDed; alternatives for one word are ORed. Near a place the GiST indexes over position and words
 * walk the listings nearest first and test the tsquery in the index; without a place the GIN index on
 * search_tsv finds them.
 */
export function buildTsQuery(db: Db, q: string): Promise<string | null> {
  const words = queryWords(q);
  if (words.length === 0) return Promise.resolve(null);
  const key = words.join(' ');
  const hit = recent.get(key);
  if (!hit) return remember(db, words, key).value;
  // Past its minute, one request reads it again while every other keeps the answer it had: when the same few
  // searches expire at once, the requests asking for them do not all wait for the vocabulary together.
  if (hit.until <= Date.now() && !hit.refreshing) {
    hit.refreshing = true;
    const next = lookUp(db, words);
    next.then(
      () => recent.get(key) === hit && recent.set(key, { value: next, until: Date.now() + TTL_MS }),
      () => (hit.refreshing = false),
    );
  }
  return hit.value;
}

// The same searches come again and again ('strawberries', 'eggs'). A cached answer only risks missing,
// for a minute, a spelling alternative a brand-new listing brought: the exact stems are always in it.
// Requests asking at once share one read; a failed read is not kept.
interface Remembered {
  value: Promise<string | null>;
  until: number;
  refreshing?: boolean;
}
const recent = new Lru<string, Remembered>(10_000);
const TTL_MS = 60_000;

function remember(db: Db, words: string[], key: string): Remembered {
  const entry: Remembered = { value: lookUp(db, words), until: Date.now() + TTL_MS };
  recent.set(key, entry);
  entry.value.catch(() => recent.delete(key, entry));
  return entry;
}

async function lookUp(db: Db, words: string[]): Promise<string | null> {
  const found = await stemsAndAlternatives(db, words, ALTERNATIVES, PREFIXED);
  const groups: string[] = [];
  words.forEach((word, index) => {
    const mine = found.filter((r) => r.i === index + 1);
    const stems = mine.filter((r) => r.kind === 'stem');
    if (stems.length === 0) return; // a stop word ('the', 'and'): it would match nothing
    const alternatives = new Set(stems.map((r) => quote(r.lexeme)));
    for (const r of mine.filter((x) => x.kind === 'similar')) alternatives.add(quote(r.lexeme));
    // Only the last word, of 3 letters or more, has prefix rows (stemsAndAlternatives).
    const prefixed = mine.filter((x) => x.kind === 'prefix');
    if (prefixed.length > PREFIXED) alternatives.add(`${quote(word)}:*`);
    else for (const r of prefixed) alternatives.add(quote(r.lexeme));
    groups.push(`(${[...alternatives].join(' | ')})`);
  });
  return groups.length ? groups.join(' & ') : null;
}

/** A lexeme as a tsquery operand: quoted, so nothing in it is read as an operator. */
const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
