import { DEFAULT_POP_COLOR } from '../products/colors.js';
import type { UserTBE } from '../users/user.js';
import { LOCATIONS, type LocationConfig } from './options.js';

/** ADMIN territory with ADMIN business entity sees every location; others only their userTBEs'. */
export const seesEveryTerritory = (userTBEs: readonly UserTBE[]) =>
  userTBEs.some((tbe) => tbe.territory === 'ADMIN' && tbe.businessEntity === 'ADMIN');

export const visibleLocations = (userTBEs: readonly UserTBE[]): readonly LocationConfig[] => {
  if (seesEveryTerritory(userTBEs)) return LOCATIONS;
  const keys = new Set(userTBEs.flatMap((tbe) => tbe.locations.map((location) => location.key)));
  return LOCATIONS.filter((location) => keys.has(location.code));
};

/**
 * The POP colour codes a user may see: AST plus the colour filters of their locations
 * (spec part 1 §6). null for ADMIN/ADMIN, who sees every colour.
 */
export const allowedPopColors = (userTBEs: readonly UserTBE[]): readonly string[] | null => {
  if (seesEveryTerritory(userTBEs)) return null;
  const filters = userTBEs.flatMap((tbe) => tbe.locations.flatMap((location) => location.colorFilters?.POP ?? []));
  return [...new Set([DEFAULT_POP_COLOR, ...filters])];
};
