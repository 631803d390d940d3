import { z } from 'zod';
import { assortmentProductSchema, assortmentSchema } from './assortment.js';
import { MAX_ASSORTMENT_PRODUCTS, MAX_BATCH_ROWS } from './assortment-constants.js';
import { assortmentPatchSchema } from './assortment-requests.js';
import { color, style, styleColorId } from './request-fields.js';
import { assortmentRowFieldNames } from './row-fields.js';

/*
 * The calls that save an assortment as a batch (grid edits, merge, renamed style-colours, a
 * restored version) and the history of those batches.
 */

/** A cell value as the grid sends it; the domain's cell rules turn it into what is stored. */
const rowCellValueSchema = z.union([
  z.string().max(4_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(40)).max(20),
]);
export type RowCellValue = z.infer<typeof rowCellValueSchema>;

const rowChangesSchema = z.partialRecord(z.enum(assortmentRowFieldNames), rowCellValueSchema);
export type RowChanges = z.infer<typeof rowChangesSchema>;

/**
 * One operation of a batch. The spec sends a list of objects keyed addProducts, deleteProducts,
 * updateProducts, sortProducts and patch; an object may carry several of them, applied in that order.
 */
const assortmentBatchOperationSchema = z.object({
  addProducts: z
    .array(z.object({ style, color, sortOrder: z.number().int().optional(), changes: rowChangesSchema.optional() }))
    .max(MAX_BATCH_ROWS)
    .optional(),
  deleteProducts: z
    .array(z.object({ id: styleColorId }))
    .max(MAX_BATCH_ROWS)
    .optional(),
  updateProducts: z
    .array(z.object({ id: styleColorId, changes: rowChangesSchema }))
    .max(MAX_BATCH_ROWS)
    .optional(),
  sortProducts: z
    .array(z.object({ id: styleColorId, sortOrder: z.number().int() }))
    .max(MAX_ASSORTMENT_PRODUCTS)
    .optional(),
  patch: assortmentPatchSchema.optional(),
});
export type AssortmentBatchOperation = z.infer<typeof assortmentBatchOperationSchema>;
/** A line a batch adds: what the grid's search, its import and undo hand over. */
export type ProductToAdd = NonNullable<AssortmentBatchOperation['addProducts']>[number];

/** PATCH /api/assortments/batch/{id}: the list, and the version it was made on. */
export const assortmentBatchRequestSchema = z.array(assortmentBatchOperationSchema).min(1).max(100);
export const assortmentBatchQuerySchema = z.object({ baseVersion: z.coerce.number().int().min(0) });

/** What a saved batch answers: the new version, the rows as now stored, the ids removed. */
export const assortmentBatchAnswerSchema = z.object({
  message: z.literal('Success'),
  version: z.number().int(),
  products: z.array(assortmentProductSchema),
  deleted: z.array(z.string()),
  /** Requests to add a style-colour already in the assortment, or not in the catalogue: not added. */
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(['alreadyInAssortment', 'notFound', 'notAllowed']) })),
  assortment: assortmentSchema,
});
export type AssortmentBatchAnswer = z.infer<typeof assortmentBatchAnswerSchema>;

/** PATCH /api/assortments/{id}/merge: the products of other assortments join this one. */
export const mergeAssortmentsRequestSchema = z.object({ sourceIds: z.array(z.uuid()).min(1).max(50) });

/** One line renumbered to another style-colour; the grid's rename dialog checks its input with it. */
export const renameProductSchema = z.object({ id: styleColorId, newStyle: style, newColor: color });

/** POST /api/assortments/{id}/renameProducts: a style-colour renumbered in the catalogue. */
export const renameProductsRequestSchema = z.object({
  baseVersion: z.number().int().min(0),
  renameProducts: z.array(renameProductSchema).min(1).max(MAX_BATCH_ROWS),
});

/** One saved batch in an assortment's history. */
export const assortmentHistoryEntrySchema = z.object({
  version: z.number().int(),
  kind: z.enum(['create', 'batch', 'restore', 'rename', 'merge']),
  user: z.object({ _id: z.uuid().nullable(), name: z.string() }),
  createdDate: z.iso.datetime(),
  added: z.number().int(),
  deleted: z.number().int(),
  updated: z.number().int(),
  sorted: z.number().int(),
  /** Assortment properties the batch changed. */
  patched: z.array(z.string()),
  /** Up to 20 style-colours the batch touched, for the history list. */
  sample: z.array(z.string()),
});
export type AssortmentHistoryEntry = z.infer<typeof assortmentHistoryEntrySchema>;
export const restoreAssortmentRequestSchema = z.object({ version: z.number().int().min(0) });
