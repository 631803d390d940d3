import { accessRules, checkAccess, mayEditInternalAssortment, type User } from '@stride/domain';
import { invalidInput, notFound } from '../platform/errors.js';
import type { AssortmentRow } from './tables.js';

/**
 * Who may open and change an assortment. A regular one: its owner, and managers, who oversee every
 * line plan (spec part 1 §6 "Manage Assortments … need manager"). An internal one: whoever's
 * internal data access covers its region, channel and product type. Others learn nothing of it: 404.
 */
export const mayEditAssortment = (user: User, row: AssortmentRow, bypassPermissions: boolean): boolean =>
  row.orgType === 'internal'
    ? mayEditInternalAssortment(user, row, { bypassPermissions })
    : row.ownerId === user._id || checkAccess(user, accessRules.manageAssortmentReporting, { bypassPermissions });

export const assertEditable = <Row extends AssortmentRow>(
  user: User,
  row: Row | undefined,
  bypassPermissions: boolean,
): Row => {
  if (!row || !mayEditAssortment(user, row, bypassPermissions)) throw notFound('The assortment');
  return row;
};

/**
 * Who may open an assortment's showroom and the pictures it shows (its logo, its lines' own
 * pictures): anyone who sees assortments, for a published one (it is shown to buyers); whoever
 * may edit it, also before it is published.
 */
export const mayViewShowroom = (user: User, row: AssortmentRow, bypassPermissions: boolean): boolean =>
  (row.state === 'Published' && !row.archived) || mayEditAssortment(user, row, bypassPermissions);

/** Folders hold entries; an item is opened. */
export const assertItem = (row: AssortmentRow): AssortmentRow => {
  if (row.type !== 'item') throw invalidInput('id', 'A folder holds assortments; it has no products of its own.');
  return row;
};
