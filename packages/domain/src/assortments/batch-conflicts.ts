import type { AssortmentBatchOperation } from './assortment-batch-requests.js';
import type { AssortmentPatchField } from './assortment-requests.js';
import { type AssortmentRowField, styleLevelRowFields } from './row-fields.js';

/** A cell another batch changed after the version a batch was made on. */
export type BatchConflict = { id: string; field: string };

/** What the conflict check knows of a stored row: the version each value last changed at. */
export type RowVersions = { style: string; version: number; fieldVersions: Readonly<Record<string, number>> };

/**
 * Cells that change together: a new discount rewrites the net cost and the other way round,
 * so an edit of one is an edit of all (spec part 1 §5 "recalculate each other from cost").
 */
const pricingFields: readonly string[] = ['discountPercent', 'discountAmount', 'netCost', 'markupPercent'];
const cellsOf = (field: string): readonly string[] => (pricingFields.includes(field) ? pricingFields : [field]);

/**
 * View state: stars, archive, grid layout and the place in the manager's tree. Not content, so
 * never a conflict (the last write wins) and no version or history entry of its own
 * (docs/decisions/assortments.md).
 */
export const viewStatePatchFields: readonly AssortmentPatchField[] = [
  'starred',
  'archived',
  'uiSettings',
  'parentId',
  'sortOrder',
];

const changedAfter = (versions: Readonly<Record<string, number>>, fields: readonly string[], base: number) =>
  fields.filter((field) => (versions[field] ?? 0) > base);

/**
 * The no-lost-update rule: a batch made on version `base` is refused when a cell it writes
 * changed after `base`. Updates of a row deleted since, deletes of a row changed since, and
 * patches of a property changed since conflict; adds, sorts and deletes of rows already gone
 * do not (they are idempotent).
 */
export const batchConflicts = (input: {
  base: number;
  operations: readonly AssortmentBatchOperation[];
  rows: ReadonlyMap<string, RowVersions>;
  /** Rows of the same styles, for style-level values that reach every colour. */
  rowsOfStyle: (style: string) => readonly [string, RowVersions][];
  assortmentId: string;
  assortmentFieldVersions: Readonly<Record<string, number>>;
}): BatchConflict[] => {
  const { base, rows } = input;
  const conflicts = new Map<string, BatchConflict>();
  const add = (id: string, field: string) => conflicts.set(`${id}\u0000${field}`, { id, field });

  for (const operation of input.operations) {
    for (const update of operation.updateProducts ?? []) {
      const row = rows.get(update.id);
      const fields = Object.keys(update.changes) as AssortmentRowField[];
      if (!row) {
        for (const field of fields) add(update.id, field);
        continue;
      }
      for (const field of fields) {
        for (const cell of changedAfter(row.fieldVersions, cellsOf(field), base)) add(update.id, cell);
        if (!styleLevelRowFields.includes(field)) continue;
        for (const [id, sibling] of input.rowsOfStyle(row.style)) {
          for (const cell of changedAfter(sibling.fieldVersions, [field], base)) add(id, cell);
        }
      }
    }
    for (const { id } of operation.deleteProducts ?? []) {
      const row = rows.get(id);
      if (row && row.version > base) add(id, '*');
    }
    const patchFields = Object.keys(operation.patch ?? {}).filter(
      (field) => !viewStatePatchFields.includes(field as AssortmentPatchField),
    );
    for (const field of changedAfter(input.assortmentFieldVersions, patchFields, base)) add(input.assortmentId, field);
  }
  return [...conflicts.values()];
};

/** A batch that only sets view state is written in place, without a new version. */
export const isViewStateOnly = (operations: readonly AssortmentBatchOperation[]): boolean =>
  operations.every(
    (operation) =>
      !operation.addProducts?.length &&
      !operation.deleteProducts?.length &&
      !operation.updateProducts?.length &&
      !operation.sortProducts?.length &&
      Object.keys(operation.patch ?? {}).every((field) => viewStatePatchFields.includes(field as AssortmentPatchField)),
  );
