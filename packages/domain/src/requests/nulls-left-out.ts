import type { z } from 'zod';

/** The fields of a row's schema that may be null (what a list of them must name; tests compare). */
export const nullableFieldsOf = (schema: z.ZodObject<z.ZodRawShape>): string[] =>
  Object.entries(schema.shape)
    .filter(([, field]) => (field as z.ZodType).safeParse(null).success)
    .map(([name]) => name);

/**
 * Grid pages travel without their null fields (a missing field is null: the server's
 * `answersWithoutNulls`); the browser puts the nulls back, the row's nullable fields named, so a
 * cell reads null as before and an edit or its undo compares like with like.
 */
export const nullsRestored =
  (nullable: readonly string[]) =>
  <Row extends object>(rows: readonly Row[]): Row[] =>
    rows.map((row) => {
      const whole = { ...row } as Record<string, unknown>;
      for (const name of nullable) if (whole[name] === undefined) whole[name] = null;
      return whole as Row;
    });
