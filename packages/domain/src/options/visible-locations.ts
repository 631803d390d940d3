import type { UserTBE } from '../users/user.js';
import { LOCATIONS, type LocationConfig } from './options.js';

/** ADMIN territory with ADMIN business entity sees every location; others only their userTBEs'. */
export const visibleLocations = (userTBEs: readonly UserTBE[]): readonly LocationConfig[] => {
  const isAdmin = userTBEs.some((tbe) => tbe.territory === 'ADMIN' && tbe.businessEntity === 'ADMIN');
  if (isAdmin) return LOCATIONS;
  const keys = new Set(userTBEs.flatMap((tbe) => tbe.locations.map((location) => location.key)));
  return LOCATIONS.filter((location) => keys.has(location.code));
};
