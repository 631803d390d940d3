import { z } from 'zod';

/** Where a browser may be sent after signing in: a path on this site, never another origin. */
const RETURN_PATH_MAX_LENGTH = 2_000;
const probeOrigin = 'https://return-path.invalid';

const isBackslashOrControl = (char: string) => {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
};

/**
 * True for a same-site relative path. Browsers read `//host`, `/\host` and paths with tabs or
 * line breaks (which they strip) as another origin, so anything that does not resolve to our
 * own origin is refused.
 */
export const isSameSiteReturnPath = (value: string): boolean => {
  if (value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if ([...value].some(isBackslashOrControl)) return false;
  try {
    return new URL(value, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
};

export const DEFAULT_RETURN_PATH = '/dashboard';

const returnPathSchema = z
  .string()
  .refine(isSameSiteReturnPath, { message: 'Must be a path on this site, such as /dashboard' });

export const ssoLoginQuerySchema = z.object({ returnTo: returnPathSchema.optional() });
export const ssoStatusSchema = z.object({ enabled: z.boolean() });
export const adRegisterDetailsSchema = z.object({ email: z.string(), name: z.string(), lastName: z.string() });

/** Why /not-approved is shown after a single sign-on. */
const notApprovedReasons = ['pending', 'deactivated'] as const;
export type NotApprovedReason = (typeof notApprovedReasons)[number];

export type AdRegisterDetails = z.infer<typeof adRegisterDetailsSchema>;
