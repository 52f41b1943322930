import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { arr, lit, preparedJsonRows } from '../sql.js';

export interface WordRow {
  /** The word's position in the query, from 1. */
  i: number;
  lexeme: string;
  known: boolean;
  kind: 'stem' | 'similar' | 'prefix';
}

/**
 * For each word, its English stems, and when no listing uses any of them (a typo?) up to `alternatives` closest
 * stems of the listings' vocabulary by trigram similarity (pg_trgm, GiST kNN on farm_search_terms). For the last
 * word, if it has 3 letters or more, up to `prefixed + 1` words of the vocabulary that start with it (byte order,
 * farm_search_terms_prefix_idx): one more than the caller uses tells it there are more.
 */
export function stemsAndAlternatives(db: Db, words: string[], alternatives: number, prefixed: number): Promise<WordRow[]> {
  return preparedJsonRows<WordRow>(
    db,
    sql`SELECT w.i::int AS i, x.lexeme, x.kind, k.known
        FROM unnest(${arr(words)}::text[]) WITH ORDINALITY AS w(word, i)
        CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('pg_catalog.english'::regconfig, w.word)) AS stems) st
        CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM farm_search_terms t WHERE t.term = ANY(st.stems)) AS known) k
        CROSS JOIN LATERAL (
          SELECT s AS lexeme, 'stem' AS kind FROM unnest(st.stems) AS s
          UNION ALL
          -- Only for a word no listing uses (a typo?); the vocabulary holds stems, so compare stem to stem.
          SELECT * FROM (SELECT term, 'similar' FROM farm_search_terms
                         WHERE NOT k.known AND term % coalesce(st.stems[1], w.word)
                         ORDER BY term <-> coalesce(st.stems[1], w.word) LIMIT ${lit(alternatives)}) s
          UNION ALL
          SELECT * FROM (SELECT term, 'prefix' FROM farm_search_terms
                         WHERE w.i = ${lit(words.length)} AND length(w.word) >= 3
                           AND term ~>=~ w.word AND term ~<~ (w.word || chr(1114111))
                         LIMIT ${lit(prefixed + 1)}) p
        ) x`,
    sql`i, kind, lexeme`,
  );
}
