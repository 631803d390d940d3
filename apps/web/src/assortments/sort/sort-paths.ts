import { assortmentPath, MANAGER_PATH } from '../manager/manager-paths';

/** The group sort page of an assortment (route assortment--sort, spec part 1 §2). */
export const sortPath = (id: string) => `${MANAGER_PATH}/assortment/${id}/sort`;
/** Its grid, where the page links back to. */
export const gridPath = assortmentPath;
