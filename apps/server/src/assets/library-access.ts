import {
  accessRules,
  type CheckAccessOptions,
  checkAccess,
  type LibraryAccessKind,
  type LibraryType,
  libraryAccessRules,
  libraryTypeSchema,
  type User,
} from '@stride/domain';
import { type RawRequestInput, type RouteAccess, rawField } from '../platform/http/route-access.js';

/** Whether the user may view (published assets) or manage (every state) a library. */
export const mayAccessLibrary = (
  user: User | null,
  libraryType: LibraryType,
  kind: LibraryAccessKind,
  options: CheckAccessOptions = {},
): boolean => checkAccess(user, accessRules[libraryAccessRules[libraryType][kind]], options);

/**
 * Route access of a library call: the view or manage rule of the library the request names, with
 * `manage` asking for the manage rule. Decided before validation, so a caller without access
 * learns nothing of the route's input; a request naming no library is left to validation (400).
 */
export const libraryRouteAccess = (
  read: (request: RawRequestInput) => { libraryType: unknown; manage?: unknown },
): RouteAccess => ({
  ruleOf: (request) => {
    const { libraryType, manage } = read(request);
    const parsed = libraryTypeSchema.safeParse(libraryType);
    if (!parsed.success) return undefined;
    const kind = manage === true || (typeof manage === 'string' && manage !== '') ? 'manage' : 'view';
    return accessRules[libraryAccessRules[parsed.data][kind]];
  },
});

/** The library named in the path (`:libraryType` or `:manageType`). */
export const pathLibrary = (kind: LibraryAccessKind) =>
  libraryRouteAccess(({ params }) => ({
    libraryType: rawField(params, 'libraryType') ?? rawField(params, 'manageType'),
    manage: kind === 'manage',
  }));
