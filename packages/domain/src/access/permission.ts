import { z } from 'zod';
import {
  channels,
  conferenceGroups,
  permissionDomains,
  productTypeScopes,
  regions,
  roles,
  sampleLibraries,
  subRoles,
} from './roles.js';

const permissionScopesSchema = z.object({
  region: z.enum(regions).optional(),
  channel: z.enum(channels).optional(),
  productType: z.enum(productTypeScopes).optional(),
  libraries: z.array(z.enum(sampleLibraries)).optional(),
  conferenceGroups: z.array(z.enum(conferenceGroups)).optional(),
});
export type PermissionScopes = z.infer<typeof permissionScopesSchema>;

export const permissionSchema = z.object({
  domain: z.enum(permissionDomains),
  role: z.enum(roles),
  subRole: z.enum(subRoles).optional(),
  scopes: permissionScopesSchema.optional(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** An info kind names a scope that the matching permission must cover. */
export type AccessInfo = {
  region?: string;
  channel?: string;
  productType?: string;
  library?: string;
  conferenceGroup?: string;
};

export type AccessRequirement = {
  domain: Permission['domain'];
  roles: readonly Permission['role'][];
  subRoles?: readonly NonNullable<Permission['subRole']>[];
  info?: AccessInfo;
};

export type UserAccessValue = boolean | string | readonly string[];

/** The rule of spec part 1 §6: accessRequires alternatives plus userAccess conditions. */
export type AccessRule = {
  accessRequires?: readonly AccessRequirement[];
  userAccess?: Readonly<Record<string, UserAccessValue>>;
  /** Conditions of which at least one must hold (e.g. one of the conference-access flags). */
  anyUserAccess?: Readonly<Record<string, UserAccessValue>>;
};
