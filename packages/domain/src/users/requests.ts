import { z } from 'zod';
import { AUTOCOMPLETE_LIMIT } from '../constants/limits.js';
import { userAccessFieldsSchema, userStatuses } from './user.js';

const email = z.string().trim().toLowerCase().email().max(254);
export const PASSWORD_MIN_LENGTH = 10;
const password = z.string().min(PASSWORD_MIN_LENGTH).max(200);

export const loginRequestSchema = z.object({ email, password: z.string().min(1).max(200) });
export const setPasswordRequestSchema = z.object({ password });
export const passwordResetRequestSchema = z.object({ email });
export const accessRequestSchema = z.object({
  email,
  name: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  entity: z.string().trim().max(120).optional(),
  country: z.string().trim().max(3).optional(),
  reason: z.string().trim().max(1_000).optional(),
});
/** Single sign-on users complete their access request with what the identity provider lacks. */
export const adRegisterRequestSchema = accessRequestSchema.pick({ entity: true, country: true, reason: true });
export const autocompleteQuerySchema = z.object({
  text: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(AUTOCOMPLETE_LIMIT).default(AUTOCOMPLETE_LIMIT),
});
export const userListQuerySchema = z.object({
  text: z.string().trim().max(80).optional(),
  status: z.enum(userStatuses).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export const userAccessUpdateSchema = userAccessFieldsSchema.partial();

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type AccessRequest = z.infer<typeof accessRequestSchema>;
export type AdRegisterRequest = z.infer<typeof adRegisterRequestSchema>;
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserAccessUpdate = z.infer<typeof userAccessUpdateSchema>;
