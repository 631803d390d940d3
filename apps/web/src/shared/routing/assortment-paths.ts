import type { AssortmentListView } from '@stride/domain';

export const MANAGER_PATH = '/product/assortments';

/** A list of the manager (spec part 1 §2). */
export const managerListPath = (view: AssortmentListView) => `${MANAGER_PATH}/${view}`;
export const REPORTING_PATH = `${MANAGER_PATH}/reporting`;
/** The person's document schedules (part 1 §2 `/product/assortments/scheduled`). */
export const SCHEDULED_PATH = `${MANAGER_PATH}/scheduled`;
/** The documents the person made in the background or shared (beyond the spec: docs/decisions/documents.md). */
export const DOCUMENTS_PATH = `${MANAGER_PATH}/documents`;
/** The seasons manager, a tab of the manager for those who manage seasons (part 1 §1 Seasons manager). */
export const SEASONS_MANAGE_PATH = `${MANAGER_PATH}/seasons/manage`;

/** Where an assortment is worked on. */
export const assortmentPath = (id: string) => `${MANAGER_PATH}/assortment/${id}/manage`;

/** Where an assortment's lines become a new wholesale order. */
export const createOrderPath = (id: string) => `${MANAGER_PATH}/assortment/${id}/create-order`;

export type AssortmentPage = 'manage' | 'sort' | 'export';
/**
 * An assortment's pages (spec part 1 §2): `assortment/{id}/…` for a regular assortment,
 * `internal/{id}/…` for an internal one.
 */
export const assortmentPagePath = (
  assortment: { _id: string; orgType: 'internal' | 'regular' },
  page: AssortmentPage,
) => `${MANAGER_PATH}/${assortment.orgType === 'internal' ? 'internal' : 'assortment'}/${assortment._id}/${page}`;
