import type { z } from 'zod';

/**
 * A request checked against its shared schema before it is sent (spec part 1 §5): unknown fields
 * are stripped. A violation does not stop it: the caller logs the issues and sends the body as it
 * was, for the server, which checks every request again, to answer.
 */
export const checkRequest = <Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
): { body: z.input<Schema> | z.output<Schema>; issues: z.core.$ZodIssue[] } => {
  const parsed = schema.safeParse(body);
  return parsed.success ? { body: parsed.data, issues: [] } : { body, issues: parsed.error.issues };
};
