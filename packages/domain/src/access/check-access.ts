import type { AccessInfo, AccessRequirement, AccessRule, Permission, UserAccessValue } from './permission.js';
import { sampleLibraries } from './roles.js';

/** The slice of a user that access rules read. */
export type AccessSubject = {
  permissions: readonly Permission[];
  [field: string]: unknown;
};

export type CheckAccessOptions = { bypassPermissions?: boolean };

const coversScope = (granted: string | undefined, wanted: string): boolean =>
  granted === undefined || granted === 'All' || granted === wanted;

const coversList = (granted: readonly string[] | undefined, wanted: string, fallback: readonly string[]) =>
  (granted ?? fallback).includes(wanted);

const infoMatches = (permission: Permission, info: AccessInfo | undefined): boolean => {
  if (!info) return true;
  const scopes = permission.scopes ?? {};
  return (
    (info.region === undefined || coversScope(scopes.region, info.region)) &&
    (info.channel === undefined || coversScope(scopes.channel, info.channel)) &&
    (info.productType === undefined || coversScope(scopes.productType, info.productType)) &&
    (info.library === undefined || coversList(scopes.libraries, info.library, sampleLibraries)) &&
    (info.conferenceGroup === undefined || coversList(scopes.conferenceGroups, info.conferenceGroup, []))
  );
};

export const permissionMatches = (permission: Permission, requirement: AccessRequirement): boolean =>
  permission.domain === requirement.domain &&
  requirement.roles.includes(permission.role) &&
  (requirement.subRoles === undefined ||
    (permission.subRole !== undefined && requirement.subRoles.includes(permission.subRole))) &&
  infoMatches(permission, requirement.info);

const readPath = (subject: AccessSubject, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      subject,
    );

/**
 * A scalar condition needs equality; a list condition needs the user's value (or one of the
 * user's values, when the field is itself a list) to be in the list.
 */
export const userAccessHolds = (actual: unknown, expected: UserAccessValue): boolean => {
  if (typeof expected === 'boolean' || typeof expected === 'string') {
    return Array.isArray(actual) ? actual.includes(expected) : actual === expected;
  }
  if (Array.isArray(actual)) return actual.some((value) => expected.includes(value));
  return typeof actual === 'string' && expected.includes(actual);
};

/**
 * Passes when any accessRequires entry matches one of the user's permissions, every
 * userAccess condition holds and, when given, one of the anyUserAccess conditions holds. A rule with neither part (or empty parts) allows everyone.
 */
export const checkAccess = (
  subject: AccessSubject | null | undefined,
  rule: AccessRule,
  options: CheckAccessOptions = {},
): boolean => {
  if (options.bypassPermissions) return true;
  const requirements = rule.accessRequires ?? [];
  const conditions = Object.entries(rule.userAccess ?? {});
  const alternatives = Object.entries(rule.anyUserAccess ?? {});
  if (requirements.length === 0 && conditions.length === 0 && alternatives.length === 0) return true;
  if (!subject) return false;
  const requirementsHold =
    requirements.length === 0 ||
    requirements.some((requirement) => subject.permissions.some((p) => permissionMatches(p, requirement)));
  const conditionsHold = conditions.every(([path, expected]) => userAccessHolds(readPath(subject, path), expected));
  const alternativesHold =
    alternatives.length === 0 ||
    alternatives.some(([path, expected]) => userAccessHolds(readPath(subject, path), expected));
  return requirementsHold && conditionsHold && alternativesHold;
};

/** The permissions of a domain that match a requirement, for scoping data queries. */
export const matchingPermissions = (subject: AccessSubject, requirement: AccessRequirement): Permission[] =>
  subject.permissions.filter((permission) => permissionMatches(permission, requirement));
