import { z } from 'zod';

/**
 * What the client reports (part 2 §7.2: "sent on exports, adding styles and searches"): one
 * action per use the spec names. A closed list, so a typo is a 400 rather than a silent new kind.
 */
export const statsActions = ['search', 'export', 'addStyles'] as const;

/** The details of one use; kept small so the table stays a log, not a store. */
const STATS_DATA_MAX_BYTES = 16_384;

export const statsRequestSchema = z.object({
  action: z.enum(statsActions),
  /** What the action was done on, e.g. 'products', 'assortment', 'order'. */
  modelType: z.string().trim().min(1).max(100),
  modelId: z.string().trim().min(1).max(100).optional(),
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((data) => new TextEncoder().encode(JSON.stringify(data)).length <= STATS_DATA_MAX_BYTES, {
      message: `data must be at most ${STATS_DATA_MAX_BYTES} bytes as JSON`,
    }),
});
export type StatsRequest = z.infer<typeof statsRequestSchema>;

export const statsResponseSchema = z.object({ message: z.literal('Success') });
