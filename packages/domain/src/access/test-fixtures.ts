import type { AccessSubject } from './check-access.js';
import type { Permission } from './permission.js';
import type { PermissionDomain, Role } from './roles.js';
import type { AccessRuleName } from './rules.js';

/**
 * What the access tests share: people holding permissions, and the cases of the named rules (who
 * holds what, and whether the rule lets them through).
 */

/** A signed-in person with the given permissions and, beside them, other fields of the user. */
export const subject = (permissions: Permission[], fields: Record<string, unknown> = {}): AccessSubject => ({
  ...fields,
  permissions,
});

export const productsUser: Permission = { domain: 'products', role: 'user' };

/** A signed-in person holding only the given permissions. */
export const holding = (...permissions: Permission[]): AccessSubject => subject(permissions);

export const grant = (
  domain: PermissionDomain,
  role: Role,
  rest: Omit<Permission, 'domain' | 'role'> = {},
): Permission => ({
  domain,
  role,
  ...rest,
});

type RuleCase = { rule: AccessRuleName; who: string; subject: AccessSubject | null; allowed: boolean };

/** A list of named rule cases and the function that adds one to it. */
export const ruleCases = () => {
  const cases: RuleCase[] = [];
  const add = (rule: AccessRuleName, who: string, subject: AccessSubject | null, allowed: boolean) =>
    cases.push({ rule, who, subject, allowed });
  return { cases, add };
};
