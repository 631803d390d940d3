import { type AssortmentPatch, locationCodeForRegion } from '@stride/domain';
import { invalidInput } from '../platform/errors.js';
import type { AssortmentRow, NewAssortmentRow } from './tables.js';

/**
 * The columns a patch writes. A new region moves the pricing location with it (Europe prices
 * in EU) unless the patch names one; the product type of an assortment with products is fixed,
 * as its rows were checked against it.
 */
export const patchColumns = (row: AssortmentRow, patch: AssortmentPatch): Partial<NewAssortmentRow> => {
  if (patch.productType && patch.productType !== row.productType && row.productCount > 0) {
    throw invalidInput('productType', 'The product type of an assortment with products cannot change.');
  }
  const columns: Partial<NewAssortmentRow> = { ...patch };
  if (patch.region && !patch.locationId) columns.locationId = locationCodeForRegion(patch.region);
  // Archiving sets the state too, unarchiving publishes (spec part 1 §4 Assortment).
  if (patch.archived === true) columns.state = 'Archived';
  if (patch.archived === false && row.archived) columns.state = 'Published';
  if (patch.state && patch.archived === undefined) columns.archived = patch.state === 'Archived';
  return columns;
};

/** The patched properties as they were, for the batch record (restore puts them back). */
export const patchBefore = (row: AssortmentRow, columns: Partial<NewAssortmentRow>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof AssortmentRow] ?? null]));
