import { z } from 'zod';
import { libraryTypeSchema } from './library-type-schema.js';
import { assetStates } from './library-types.js';

/** A file's role in its asset (spec part 1 §3): one Primary, any number of Working Files. */
export const fileUsageTypes = ['Primary', 'Working File'] as const;
export type FileUsageType = (typeof fileUsageTypes)[number];
/** Uploaded files start WaitingForFile and become Ready when their upload completes. */
const assetFileStates = ['WaitingForFile', 'Ready'] as const;
export type AssetFileState = (typeof assetFileStates)[number];
/** How a file came into the library: the spec names only Upload (part 1 §3 "New asset upload record"). */
const assetAddMethods = ['Upload'] as const;
export type AssetAddMethod = (typeof assetAddMethods)[number];

const dimensionsSchema = z.object({ width: z.number().int().min(0), height: z.number().int().min(0) });
export type Dimensions = z.infer<typeof dimensionsSchema>;

const assetFileSchema = z.object({
  _id: z.string(),
  filename: z.string(),
  usageType: z.enum(fileUsageTypes),
  key: z.string(),
  contentType: z.string().nullable(),
  fileSize: z.number().int().min(0),
  dimensions: dimensionsSchema.nullable(),
  /** `/api/assets/files/{fileId}/thumbnail`, or null when the file has no picture. */
  thumbnail: z.string().nullable(),
  groups: z.array(z.string()),
  modifiedDate: z.string(),
  state: z.enum(assetFileStates),
  /** The file's name as the user's computer had it (`filename` has spaces as underscores); null for files from before it was kept. */
  sourceFile: z.string().nullable(),
  addMethod: z.enum(assetAddMethods),
  /** The asset's hero picture; every new upload starts false. */
  hero: z.boolean(),
});
export type AssetFile = z.infer<typeof assetFileSchema>;

/** A calendar day as YYYY-MM-DD (begin, expire, start and end dates). */
const assetDaySchema = z.iso.date();

const text = z.string().max(500).nullable();
/**
 * The fields an editor can change in a manage grid (spec part 1 §3 generic library row and the
 * per-library columns); every one may be empty (null) while the asset is pending.
 */
export const assetEditableFieldsSchema = z.object({
  name: z.string().max(300),
  lang: text,
  year: z.number().int().min(1900).max(2200).nullable(),
  season: text,
  initiative: text,
  function: text,
  element: text,
  category: text,
  entity: text,
  storeType: text,
  addedBy: text,
  startDate: assetDaySchema.nullable(),
  endDate: assetDaySchema.nullable(),
  gender: text,
  assetType: text,
  assetSubType: text,
  docType: text,
  divisionId: z.array(z.string().max(100)).max(50),
  region: text,
  tag: text,
  /** AdvertisingAsset status (spec part 1 §3): the spec gives no values, so free text like tag. */
  status: text,
  orientation: text,
  productSubType: text,
  usage: text,
  vmCategory: text,
  mediaDisplay: text,
  beginDate: assetDaySchema.nullable(),
  expireDate: assetDaySchema.nullable(),
  /** Searchable text (keyword filter). */
  body: z.string().max(20_000).nullable(),
});
export type AssetEditableFields = z.infer<typeof assetEditableFieldsSchema>;
export type AssetEditableField = keyof AssetEditableFields;

const primaryFileSchema = z.object({
  _id: z.string(),
  groups: z.array(z.string()),
  thumbnail: z.string().nullable(),
});

export const assetSchema = assetEditableFieldsSchema.extend({
  _id: z.string(),
  libraryType: libraryTypeSchema,
  state: z.enum(assetStates),
  files: z.array(assetFileSchema),
  /** The Ready Primary file, or null. */
  primaryFile: primaryFileSchema.nullable(),
  createdDate: z.string(),
  createdByUser: z.string().nullable(),
  modifiedDate: z.string(),
  lastEditedByUser: z.string().nullable(),
  /** StepAsset rows: whether the current user has seen the asset. */
  seen: z.boolean().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** Where the browser uploads a file it announced (the upload protocol's bucket and key). */
export const uploadTargetSchema = z.object({
  fileId: z.string(),
  bucket: z.string(),
  key: z.string(),
  filename: z.string(),
});
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/** Library files live in this bucket of the storage; keys are per library, asset and file. */
export const LIBRARY_BUCKET = 'library';
