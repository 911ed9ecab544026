/**
 * Wraps user text (a title, a search) in Unicode first-strong isolates, so that inserted into a sentence
 * of the other script it keeps its own direction and does not reorder the punctuation around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
