/**
 * A read whose answer can be told apart by a cheap look first: `stamp` holds everything the
 * answer is made of (a header row and its version, the catalogue's revision, the options asked
 * for), and `read` does the expensive part (thousands of lines). A route answers 304 for a stamp
 * the browser already has, and never calls `read` (platform/http/conditional-read.ts). A null
 * stamp: the answer cannot be told by a look (it is worked out anew for whoever asks).
 */
export type StampedRead<Answer> = { stamp: unknown; read: () => Promise<Answer> };

/** A small answer already made, its own stamp (options, the version). */
export const stampedAnswer = <Answer>(answer: Answer): StampedRead<Answer> => ({
  stamp: answer,
  read: async () => answer,
});
