import { CURRENT_SHOWROOM_SITE, type ShowroomSite } from '@stride/domain';
import { MANAGER_PATH } from '../shared/routing/assortment-paths';

const assortmentBase = (id: string) => `${MANAGER_PATH}/assortment/${encodeURIComponent(id)}`;

/** The routes of spec part 1 §2: assortment/{id}/showroom with divider/{group_slug} and detail/{style_color_id}. */
export const showroomPath = (id: string) => `${assortmentBase(id)}/showroom`;
export const showroomDividerPath = (id: string, groupSlug: string) =>
  `${showroomPath(id)}/divider/${encodeURIComponent(groupSlug)}`;
export const showroomDetailPath = (id: string, styleColorId: string) =>
  `${showroomPath(id)}/detail/${encodeURIComponent(styleColorId)}`;
export const showroomConfigPath = (id: string) => `${assortmentBase(id)}/showroom-config`;
/** A digital showroom site; /showroom goes to the current one. */
export const showroomSitePath = (site: ShowroomSite = CURRENT_SHOWROOM_SITE) => `/showroom/${site}`;
