import type { z } from 'zod';

/**
 * Grid pages travel without their null fields (a missing field is null: the server's
 * `answersWithoutNulls`); the browser puts the nulls back by the row's schema, so a cell reads
 * null as before and an edit or its undo compares like with like.
 */
export const nullsRestored = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) => {
  const nullable = Object.entries(schema.shape)
    .filter(([, field]) => (field as z.ZodType).safeParse(null).success)
    .map(([name]) => name);
  return <Row extends object>(rows: readonly Row[]): Row[] =>
    rows.map((row) => {
      const whole = { ...row } as Record<string, unknown>;
      for (const name of nullable) if (whole[name] === undefined) whole[name] = null;
      return whole as Row;
    });
};
