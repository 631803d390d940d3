import type { AssortmentProduct } from './assortment.js';
import type { RowChanges } from './assortment-batch-requests.js';
import type { AssortmentRowField } from './row-fields.js';

/**
 * The fields 'Edit Cells' sets on many lines at once, in the grid's column order (spec part 1 §2
 * multi-field edit). Of the four pricing cells one is chosen: each derives the others (§5).
 */
export const bulkEditPricingFields = ['discountPercent', 'discountAmount', 'netCost', 'markupPercent'] as const;
export type BulkEditPricingField = (typeof bulkEditPricingFields)[number];
export const bulkEditFields = [
  'label',
  'carryover',
  'pillar',
  'displayGroup',
  'tags',
  'styleNote',
  'colorNote',
  'collectionStyleNote',
  'collectionColorNote',
] as const satisfies readonly AssortmentRowField[];
export type BulkEditField = (typeof bulkEditFields)[number];

/**
 * What the 'Edit Cells' form holds: at most one pricing cell with its typed value, and the ticked
 * fields with their values as the form shows them (the carryover as 'true' or 'false', '' for none).
 */
export type EditCellsInput = {
  pricing?: { field: BulkEditPricingField; value: string };
  values: Partial<Record<BulkEditField, string>>;
};

/**
 * The raw cell values 'Edit Cells' writes on each chosen line; the cell rules then treat them as
 * typed. A pricing cell left blank is not written (clearing prices is the grid's Delete), an empty
 * field is cleared, the carryover goes as a flag.
 */
export const editCellsChanges = ({ pricing, values }: EditCellsInput): RowChanges => {
  const changes: RowChanges = {};
  if (pricing && pricing.value.trim() !== '') changes[pricing.field] = pricing.value.trim();
  for (const field of bulkEditFields) {
    const value = values[field];
    if (value === undefined) continue;
    changes[field] = field === 'carryover' ? value === 'true' : value.trim() === '' ? null : value;
  }
  return changes;
};

/**
 * The fields 'Match modified items' copies from a source line, as stored on it: its own pricing
 * (discount %, else net cost) and its other values.
 */
const matchFields = ['discountPercent', 'netCost', ...bulkEditFields] as const;
export type MatchField = (typeof matchFields)[number];

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The match fields in which some other line differs from the source line. */
export const differingFields = (source: AssortmentProduct, others: readonly AssortmentProduct[]): MatchField[] =>
  matchFields.filter((field) => others.some((row) => !sameValue(row[field], source[field])));

/**
 * The changes that make lines match the source in the chosen fields. Pricing goes as the cell
 * the source's prices derive from: its discount % when it has one (each line then keeps it over
 * its own cost), else its net cost.
 */
export const matchChanges = (source: AssortmentProduct, fields: readonly MatchField[]): RowChanges => {
  const chosen = new Set(fields);
  const changes: RowChanges = {};
  if (chosen.has('discountPercent') && source.discountPercent !== null)
    changes.discountPercent = source.discountPercent;
  else if (chosen.has('netCost') || chosen.has('discountPercent')) changes.netCost = source.netCost;
  for (const field of bulkEditFields) {
    if (!chosen.has(field)) continue;
    const value = source[field];
    changes[field] = field === 'carryover' ? value === 1 : (value as RowChanges[typeof field]);
  }
  return changes;
};
