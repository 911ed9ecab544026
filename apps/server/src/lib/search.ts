import { MAX_SEARCH_WORDS, normalizeSearchText } from '@manara/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Text search, the same everywhere (decision 003): stored search texts are normalized on write with
 * `normalizeSearchText`, queries the same way, and every word of the query must occur.
 */

/** Words of a search query, normalized the way stored search texts are; at most MAX_SEARCH_WORDS. */
export function searchWords(query: string | undefined): string[] {
  return normalizeSearchText(query ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE's wildcards so a word matches literally (backslash is PostgreSQL's default escape). */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL true when every word of `query` occurs in the normalized `text`; undefined for an empty query. */
export function matchesEveryWord(text: SQLWrapper, query: string | undefined): SQL | undefined {
  const words = searchWords(query);
  if (!words.length) return undefined;
  return sql.join(
    words.map((word) => sql`${text} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
}

/** The same test in memory, on text already normalized (a short list filtered without a query). */
export function hasEveryWord(normalizedText: string, query: string | undefined): boolean {
  return searchWords(query).every((word) => normalizedText.includes(word));
}

/**
 * The words of a search as a `to_tsquery` text in which each word is a prefix (`word:*`), all
 * required: letters and digits only, so no input can be tsquery syntax. Undefined when none is left.
 */
export function tsPrefixQuery(words: string[]): string | undefined {
  const tokens = words.flatMap((w) => w.split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return tokens.length ? tokens.map((t) => `${t}:*`).join(' & ') : undefined;
}
