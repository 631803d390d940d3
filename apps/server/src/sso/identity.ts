import { z } from 'zod';

/** What Stride needs to know about a person the identity provider vouches for. */
export type ProviderIdentity = {
  subject: string;
  email: string;
  /** False only when the provider says so; absent means the provider does not tell. */
  emailVerified: boolean | undefined;
  name: string;
  lastName: string;
};

const NAME_MAX = 80;

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().email().max(254),
  email_verified: z.boolean().optional(),
  given_name: z.string().trim().optional(),
  family_name: z.string().trim().optional(),
  name: z.string().trim().optional(),
});

/**
 * Maps OpenID Connect standard claims to a Stride person. Providers often send only `name`,
 * so given and family name fall back to its first and remaining words, then to the e-mail.
 */
export const identityFromClaims = (claims: Record<string, unknown>): ProviderIdentity | undefined => {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return undefined;
  const { sub, email, email_verified, given_name, family_name, name } = parsed.data;
  const [firstWord = '', ...otherWords] = (name ?? '').split(/\s+/).filter(Boolean);
  return {
    subject: sub,
    email,
    emailVerified: email_verified,
    name: (given_name || firstWord || email.split('@')[0]!).slice(0, NAME_MAX),
    lastName: (family_name || otherWords.join(' ')).slice(0, NAME_MAX),
  };
};

/** True when the claims lack something identityFromClaims would rather read than guess. */
export const lacksProfileClaims = (claims: Record<string, unknown>) =>
  !claims.email || (!claims.given_name && !claims.name);
