import { isSellableLineStatus, type LineStatus } from '../products/product-constants.js';
import type { AssortmentStatus } from './assortment-constants.js';

/**
 * Whether a line's status matches the assortment's status: ALL takes every line that still sells
 * (A, R, O); a single status takes its own lines only. A line the location does not price (null)
 * matches none. Imports warn on the others; documents and the showroom with `assortmentStatusOnly`
 * leave them out.
 */
export const matchesAssortmentStatus = (status: AssortmentStatus, lineStatus: LineStatus | null): boolean =>
  status === 'ALL' ? isSellableLineStatus(lineStatus) : lineStatus === status;
