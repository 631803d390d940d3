import {
  mayEditAssortment as mayEditAssortmentRule,
  mayViewShowroom as mayViewShowroomRule,
  type User,
} from '@stride/domain';
import { invalidInput, notFound } from '../platform/errors.js';
import type { AssortmentRow } from './tables.js';

/** The domain's rule (`mayEditAssortment`) for a stored assortment; others learn nothing of it: 404. */
export const mayEditAssortment = (user: User, row: AssortmentRow, bypassPermissions: boolean): boolean =>
  mayEditAssortmentRule(user, row, { bypassPermissions });

export const assertEditable = <Row extends AssortmentRow>(
  user: User,
  row: Row | undefined,
  bypassPermissions: boolean,
): Row => {
  if (!row || !mayEditAssortment(user, row, bypassPermissions)) throw notFound('The assortment');
  return row;
};

/** The domain's rule (`mayViewShowroom`) for a stored assortment. */
export const mayViewShowroom = (user: User, row: AssortmentRow, bypassPermissions: boolean): boolean =>
  mayViewShowroomRule(user, row, { bypassPermissions });

/** Folders hold entries; an item is opened. */
export const assertItem = (row: AssortmentRow): AssortmentRow => {
  if (row.type !== 'item') throw invalidInput('id', 'A folder holds assortments; it has no products of its own.');
  return row;
};
