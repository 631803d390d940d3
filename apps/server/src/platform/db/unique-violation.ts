const UNIQUE_VIOLATION = '23505';

/** A write refused by a unique index, on PGlite and PostgreSQL alike (drizzle wraps the driver's error as its cause). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
