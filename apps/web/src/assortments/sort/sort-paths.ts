import { assortmentPagePath } from '../../shared/routing/assortment-paths';

type AssortmentRef = Parameters<typeof assortmentPagePath>[0];

/** The group sort page of an assortment (routes assortment--sort and internal--sort, spec part 1 §2). */
export const sortPath = (assortment: AssortmentRef) => assortmentPagePath(assortment, 'sort');
/** Its grid, where the page links back to. */
export const gridPath = (assortment: AssortmentRef) => assortmentPagePath(assortment, 'manage');
