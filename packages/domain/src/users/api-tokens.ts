import { z } from 'zod';

/** What a personal access token may do: read-only calls, or every call its owner may make. */
export const API_TOKEN_ACCESS = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof API_TOKEN_ACCESS)[number];

/** The lifetimes a person may choose (issue 26); a token always expires. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** Every token starts with this, so a secret scanner or a person can tell one in a log or a paste. */
export const API_TOKEN_PREFIX = 'stride_pat_';

export const apiTokenCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  access: z.enum(API_TOKEN_ACCESS),
  expiresInDays: z.literal(API_TOKEN_EXPIRY_DAYS),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

/** The answer of a creation: the token itself, shown this once and never stored. */
export const apiTokenCreatedSchema = z.object({ _id: z.uuid(), token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** A token as its owner and administrators see it: never the token or its hash. */
export const apiTokenSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  access: z.enum(API_TOKEN_ACCESS),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The administrators' routes name the person and the token: `/api/users/{userId}/tokens/{id}`. */
export const userApiTokenParams = z.object({ userId: z.uuid(), id: z.uuid() });
