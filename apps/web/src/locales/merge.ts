export type Messages = Record<string, unknown>;

/** Merges locale files (the app's own and each feature's) into one catalogue. */
export function mergeMessages(files: Record<string, Messages>): Messages {
  const merged: Messages = {};
  const merge = (target: Messages, source: Messages) => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object') {
        merge(existing as Messages, value as Messages);
      } else {
        target[key] = value;
      }
    }
  };
  for (const messages of Object.values(files)) merge(merged, messages);
  return merged;
}
