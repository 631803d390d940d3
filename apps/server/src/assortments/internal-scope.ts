import { internalDataScopes, internalViewScopes, type PermissionScopes, type User } from '@stride/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { assortments } from './tables.js';

/**
 * The internal assortments some permission scopes cover (spec part 1 §6): any scope's region,
 * channel and product type, where 'All' (or no scope) covers every value.
 */
export const internalScopeCondition = (scopes: readonly PermissionScopes[], bypassPermissions: boolean): SQL => {
  if (bypassPermissions) return sql`true`;
  const covered = scopes.map((scope) => {
    const parts: SQL[] = [];
    if (scope.region && scope.region !== 'All') parts.push(eq(assortments.region, scope.region));
    if (scope.channel && scope.channel !== 'All') parts.push(eq(assortments.channel, scope.channel));
    if (scope.productType && scope.productType !== 'All') parts.push(eq(assortments.productType, scope.productType));
    return parts.length > 0 ? (and(...parts) as SQL) : sql`true`;
  });
  return covered.length > 0 ? (or(...covered) as SQL) : sql`false`;
};

/**
 * The internal assortments a person may read (spec part 1 §6): those their internal data access
 * covers, and the published ones of their reading scope.
 */
export const internalReadableCondition = (user: User, bypassPermissions: boolean): SQL =>
  or(
    internalScopeCondition(internalDataScopes(user), bypassPermissions),
    and(internalScopeCondition(internalViewScopes(user), bypassPermissions), eq(assortments.state, 'Published')),
  ) as SQL;
