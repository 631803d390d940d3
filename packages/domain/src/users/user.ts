import { z } from 'zod';
import { permissionSchema } from '../access/permission.js';

const userStrategies = ['local', 'okta'] as const;
export const userStatuses = ['pending', 'active', 'deactivated'] as const;

const userLocationSchema = z.object({
  key: z.string().min(1).max(8),
  colorFilters: z.object({ POP: z.array(z.string().max(16)).optional() }).optional(),
});

const userTBESchema = z.object({
  territory: z.string().min(1).max(40),
  businessEntity: z.string().min(1).max(40),
  locations: z.array(userLocationSchema).max(50),
});
export type UserTBE = z.infer<typeof userTBESchema>;

const conferenceAccessSchema = z.object({
  asian: z.boolean(),
  domestic: z.boolean(),
  international: z.boolean(),
});

const sessionOptionsSchema = z.object({
  userTimeoutMs: z.number().int().min(10_000).max(86_400_000).optional(),
  userWarningMs: z.number().int().min(5_000).max(3_600_000).optional(),
});
export type SessionOptions = z.infer<typeof sessionOptionsSchema>;

/** The fields an administrator may set on a user (permissions, scopes, flags). */
export const userAccessFieldsSchema = z.object({
  permissions: z.array(permissionSchema).max(100),
  userTBEs: z.array(userTBESchema).max(50),
  departmentAccess: z.array(z.string().min(1).max(40)).max(50),
  userActiveLocation: z.string().max(8).nullable(),
  hasAdvancedRights: z.boolean(),
  wof: z.object({ access: z.boolean(), country: z.string().max(3).nullable() }),
  conferenceAccess: conferenceAccessSchema,
  isEditor: z.boolean(),
  isSeniorEditor: z.boolean(),
  status: z.enum(userStatuses),
  sessionOptions: sessionOptionsSchema,
});
export type UserAccessFields = z.infer<typeof userAccessFieldsSchema>;

export const userSchema = userAccessFieldsSchema.extend({
  _id: z.string(),
  userCode: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  strategy: z.enum(userStrategies),
  entity: z.string().nullable(),
  country: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userSummarySchema = userSchema.pick({
  _id: true,
  userCode: true,
  name: true,
  lastName: true,
  email: true,
});
export type UserSummary = z.infer<typeof userSummarySchema>;
