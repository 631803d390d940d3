/**
 * Answers kept as JSON text by their entity tag (platform/http/conditional-read.ts). A tag names
 * exactly what an answer is made of, so a kept answer is never stale: an edit makes a new tag, and
 * the old entry ages out. For reads that cost far more to make than to send again (a 5,000-line
 * assortment: its lines read, priced, grouped and written out), opened by the next person or
 * browser without a copy. Bounded by the characters kept; the least recently used go first.
 * Answers under `minChars` are not kept: they cost less to make again than to hold (under load,
 * small assortments edited all the time filled the cache with answers no one asked for again).
 */
export type AnswerCache = {
  get: (tag: string) => string | undefined;
  set: (tag: string, json: string) => void;
};

export const createAnswerCache = ({ maxChars, minChars = 0 }: { maxChars: number; minChars?: number }): AnswerCache => {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, string>();
  let chars = 0;
  return {
    get: (tag) => {
      const json = entries.get(tag);
      if (json !== undefined) {
        entries.delete(tag);
        entries.set(tag, json);
      }
      return json;
    },
    set: (tag, json) => {
      if (json.length > maxChars || json.length < minChars || entries.has(tag)) return;
      entries.set(tag, json);
      chars += json.length;
      for (const [oldest, kept] of entries) {
        if (chars <= maxChars) break;
        entries.delete(oldest);
        chars -= kept.length;
      }
    },
  };
};
