/**
 * Wraps user text (a title, a search) in Unicode first-strong isolates, so that inserted into a sentence
 * of the other script it keeps its own direction and does not reorder the punctuation around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Joins hyphenated words with a non-breaking hyphen (U+2011) so that a Latin name inside Arabic text
 * ("مكتب الزيتونة العقاري — Al-Zaytouna Real Estate") never leaves "Al-" stranded at the end of a line.
 */
export function keepHyphenatedWords(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1\u2011');
}
