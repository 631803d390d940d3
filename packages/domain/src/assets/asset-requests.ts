import { z } from 'zod';
import { assetEditableFieldsSchema, assetSchema, fileUsageTypes, uploadTargetSchema } from './asset.js';
import { assetFiltersSchema, assetSortValues } from './asset-query.js';
import { libraryTypeSchema } from './library-type-schema.js';
import { assetStates } from './library-types.js';

/** Asset and file ids are UUIDs the server issued. */
const idSchema = z.uuid();
/** Spec part 1 §5 "Upload rules": the file name is required. */
const filenameSchema = z.string().trim().min(1).max(255);
/** Rows of one batch PATCH; the grid debounces edits, so a batch is a screenful, not a catalogue. */
const ASSET_BATCH_MAX_ROWS = 1_000;

const newAssetFileSchema = z.object({
  filename: filenameSchema,
  usageType: z.enum(fileUsageTypes),
  fileSize: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type NewAssetFile = z.infer<typeof newAssetFileSchema>;

/** The fields a batch row may change, the state among them (a delete is `{ state: 'deleted' }`). */
const assetPatchSchema = assetEditableFieldsSchema.partial().extend({ state: z.enum(assetStates).optional() });
export type AssetPatch = z.infer<typeof assetPatchSchema>;

const assetBatchRowSchema = z.object({
  _id: idSchema,
  patch: assetPatchSchema.optional(),
  updateFiles: z
    .array(
      z.object({
        _id: idSchema,
        usageType: z.enum(fileUsageTypes).optional(),
        groups: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
      }),
    )
    .max(100)
    .optional(),
  addFiles: z.array(newAssetFileSchema).max(100).optional(),
  deleteFiles: z.array(idSchema).max(100).optional(),
  /** File merge: a Working File moves into the target asset. */
  moveFiles: z
    .array(z.object({ fileId: idSchema, targetId: idSchema }))
    .max(100)
    .optional(),
});
export type AssetBatchRow = z.infer<typeof assetBatchRowSchema>;

/** PATCH /api/assets/{manageType}/batch/many: all rows in one transaction. */
export const assetBatchRequestSchema = z.object({
  data: z.array(assetBatchRowSchema).min(1).max(ASSET_BATCH_MAX_ROWS),
});
export type AssetBatchRequest = z.infer<typeof assetBatchRequestSchema>;
export const assetBatchAnswerSchema = z.object({
  message: z.string(),
  data: z.array(assetSchema),
  uploads: z.array(uploadTargetSchema).optional(),
});
export type AssetBatchAnswer = z.infer<typeof assetBatchAnswerSchema>;

export const manageTypeParamsSchema = z.object({ manageType: libraryTypeSchema });
export const libraryTypeParamsSchema = z.object({ libraryType: libraryTypeSchema });

/** POST /api/assets/{manageType}/check-filename; assetId: the asset the upload goes to, if any. */
export const checkFilenameRequestSchema = z.object({ filename: filenameSchema, assetId: idSchema.optional() });
export type CheckFilenameRequest = z.infer<typeof checkFilenameRequestSchema>;
/** data: the other asset already named so (the upload fails), or null (it may proceed). */
export const checkFilenameAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ _id: z.string() }).nullable(),
});

/** POST /api/assets/{libraryType}: a new pending asset (or more files for assetId). */
export const createAssetRequestSchema = z.object({
  libraryType: libraryTypeSchema,
  assetId: idSchema.optional(),
  files: z.array(newAssetFileSchema).min(1).max(100),
});
export type CreateAssetRequest = z.infer<typeof createAssetRequestSchema>;
export const createAssetAnswerSchema = z.object({
  message: z.string(),
  asset: assetSchema,
  uploads: z.array(uploadTargetSchema),
});

/** POST /api/assets/{libraryType}/report/xlsx: the grid's filters (and manage view) as a workbook. */
export const assetReportRequestSchema = z.object({
  filters: assetFiltersSchema.default({}),
  manage: z.enum(assetStates).optional(),
  sort: z.enum(assetSortValues).default('name'),
});

/**
 * POST /api/userFlags. Spec part 2 §7.2 sends `{ flag: 'Seen', modelType: 'Asset', modelId }`;
 * the contract's `{ libraryType: 'StepAsset', assetId, flag: 'seen' }` is accepted as well.
 */
export const userFlagRequestSchema = z
  .union([
    z.object({ flag: z.enum(['Seen', 'seen']), modelType: z.literal('Asset'), modelId: idSchema }),
    z.object({ flag: z.enum(['Seen', 'seen']), libraryType: z.literal('StepAsset'), assetId: idSchema }),
  ])
  .transform((request) => ({
    flag: 'seen' as const,
    assetId: 'modelId' in request ? request.modelId : request.assetId,
  }));
