import {
  accessRules,
  type CheckAccessOptions,
  checkAccess,
  type LibraryAccessKind,
  type LibraryType,
  libraryAccessRules,
  type User,
} from '@stride/domain';
import { forbidden, unauthenticated } from '../platform/errors.js';

/** Whether the user may view (published assets) or manage (every state) a library. */
export const mayAccessLibrary = (
  user: User | null,
  libraryType: LibraryType,
  kind: LibraryAccessKind,
  options: CheckAccessOptions = {},
): boolean => checkAccess(user, accessRules[libraryAccessRules[libraryType][kind]], options);

/**
 * For routes that take the library type in the path or body (declared `access: 'signedIn'`):
 * 401 without a session, 403 without the library's view or manage rule.
 */
export const assertLibraryAccess = (
  user: User | null,
  libraryType: LibraryType,
  kind: LibraryAccessKind,
  options: CheckAccessOptions = {},
): User => {
  if (!user) throw unauthenticated();
  if (!mayAccessLibrary(user, libraryType, kind, options)) throw forbidden();
  return user;
};
