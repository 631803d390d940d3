import type { User } from '@stride/domain';
import { unauthenticated } from '../errors.js';

/**
 * The user a route for signed-in users answers. Route access refuses such a request without a
 * session before the handler runs; refusing here too means a handler never works on no user.
 */
export const signedInUser = (request: { readonly user: User | null }): User => {
  if (!request.user) throw unauthenticated();
  return request.user;
};
