import { z } from 'zod';
import { sampleLibraries } from '../access/roles.js';
import { GRID_PAGE_SIZE } from '../constants/limits.js';
import { sampleFieldNames, sampleSides } from './sample-inventory.js';

/**
 * The calls of spec part 2 §7.12. A path's `{subtype}`, `{manageType}` and `{library}` all name a
 * sample library: Production or Sales.
 */
const sampleLibrarySchema = z.enum(sampleLibraries);
export const sampleLibraryParamsSchema = z.object({ library: sampleLibrarySchema });
export const sampleSubtypeParamsSchema = z.object({ subtype: sampleLibrarySchema });
export const sampleManageTypeParamsSchema = z.object({ manageType: sampleLibrarySchema });

const shortText = z.string().trim().max(100);
const optionalText = shortText.nullable().optional();

/** What the grid, a sheet row or a form may set on a sample; the server keeps onHandQty = totalQty. */
export const sampleFieldsSchema = z.object({
  division: optionalText,
  style: optionalText,
  color: optionalText,
  status: optionalText,
  side: z.enum(sampleSides).nullable().optional(),
  size: optionalText,
  totalQty: z.coerce.number().int().min(0).max(100_000).nullable().optional(),
  bin: optionalText,
  moldNum: optionalText,
  moldDate: z.iso.date().nullable().optional(),
  gender: optionalText,
  quantity: z.coerce.number().int().min(0).max(100_000).nullable().optional(),
  shelf: optionalText,
  region: optionalText,
  aisle: optionalText,
  direction: optionalText,
  level: optionalText,
  newBin: optionalText,
});
export type SampleFields = z.infer<typeof sampleFieldsSchema>;

/** A sample as the API answers it (spec part 1 §3 Sample inventory). */
export const sampleSchema = z.object({
  _id: z.string(),
  id: z.string(),
  library: sampleLibrarySchema,
  subtype: sampleLibrarySchema,
  division: z.string().nullable(),
  style: z.string().nullable(),
  color: z.string().nullable(),
  status: z.string().nullable(),
  side: z.string().nullable(),
  size: z.string().nullable(),
  totalQty: z.number().int().nullable(),
  onHandQty: z.number().int().nullable(),
  bin: z.string().nullable(),
  moldNum: z.string().nullable(),
  moldDate: z.string().nullable(),
  gender: z.string().nullable(),
  quantity: z.number().int().nullable(),
  shelf: z.string().nullable(),
  region: z.string().nullable(),
  aisle: z.string().nullable(),
  direction: z.string().nullable(),
  level: z.string().nullable(),
  newBin: z.string().nullable(),
  createdByUser: z.string().nullable(),
  lastEditedByUser: z.string().nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export type Sample = z.infer<typeof sampleSchema>;

/** Filters of the sample grid: each a list of exact values; keyword matches style, colour, bin, mold. */
const sampleFilterKeys = ['division', 'style', 'color', 'status', 'side', 'size', 'gender', 'region'] as const;
export type SampleFilterKey = (typeof sampleFilterKeys)[number];

export const sampleSortFields = [
  'division',
  'style',
  'color',
  'status',
  'side',
  'size',
  'totalQty',
  'bin',
  'moldNum',
  'moldDate',
  'gender',
  'region',
  'modifiedDate',
] as const;
export type SampleSortField = (typeof sampleSortFields)[number];
const sampleSortValues = sampleSortFields.flatMap((field) => [field, `-${field}`] as const);
export type SampleSort = { field: SampleSortField; direction: 'asc' | 'desc' };
export const parseSampleSort = (value: string): SampleSort =>
  value.startsWith('-')
    ? { field: value.slice(1) as SampleSortField, direction: 'desc' }
    : { field: value as SampleSortField, direction: 'asc' };

const oneOrMany = z
  .union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).max(100)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

const sampleFiltersSchema = z.object({
  division: oneOrMany,
  style: oneOrMany,
  color: oneOrMany,
  status: oneOrMany,
  side: oneOrMany,
  size: oneOrMany,
  gender: oneOrMany,
  region: oneOrMany,
  keyword: z.string().trim().min(1).max(100).optional(),
});
export type SampleFilters = z.infer<typeof sampleFiltersSchema>;

const SAMPLE_PAGE_LIMIT = 1_000;

/**
 * GET /api/sampleInventory/{subtype} (part 2 §7.12): like the library fetch (limit = block size, skip =
 * start row, totalCount), or AG Grid's startRow/endRow; no default sort (creation order).
 */
export const sampleListQuerySchema = sampleFiltersSchema
  .extend({
    limit: z.coerce.number().int().min(1).max(SAMPLE_PAGE_LIMIT).optional(),
    skip: z.coerce.number().int().min(0).optional(),
    startRow: z.coerce.number().int().min(0).optional(),
    endRow: z.coerce.number().int().min(1).optional(),
    sort: z.enum(sampleSortValues).optional(),
    totalCount: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .transform(({ startRow, endRow, limit, skip, ...rest }) => {
    const from = skip ?? startRow ?? 0;
    const size = limit ?? (endRow !== undefined ? Math.max(1, endRow - from) : GRID_PAGE_SIZE);
    return { ...rest, skip: from, limit: Math.min(size, SAMPLE_PAGE_LIMIT) };
  });
export type SampleListQuery = z.output<typeof sampleListQuerySchema>;
export const samplePageSchema = z.object({
  totalCount: z.number().int().optional(),
  /** Set when the total is the database's estimate: past 10,000 samples the server does not count them all. */
  totalCountEstimated: z.boolean().optional(),
  data: z.array(sampleSchema),
});

/** POST /api/sampleInventory: a new sample of one library. */
export const createSampleRequestSchema = sampleFieldsSchema.extend({ library: sampleLibrarySchema });
export type CreateSampleRequest = z.infer<typeof createSampleRequestSchema>;

/** PATCH /api/sampleInventory/{manageType}/batch/many: creates, edits and deletes in one transaction. */
export const sampleBatchRequestSchema = z.object({
  create: z.array(sampleFieldsSchema).max(10_000).optional(),
  update: z
    .array(z.object({ _id: z.uuid(), patch: sampleFieldsSchema }))
    .max(10_000)
    .optional(),
  delete: z.array(z.uuid()).max(10_000).optional(),
});
export type SampleBatchRequest = z.infer<typeof sampleBatchRequestSchema>;
export const sampleBatchAnswerSchema = z.object({
  message: z.string(),
  data: z.array(sampleSchema),
  deleted: z.array(z.string()),
});
/** The batch answer's message when the request holds nothing (part 2 §7.17). */
export const NOTHING_TO_DO = 'Nothing to do';

/** POST /api/sampleInventory/validate/{library}: sheet rows in, each row's checks out. */
export const sampleValidateRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        rowNumber: z.number().int().min(1).nullable().optional(),
        values: z.record(z.string(), z.union([z.string().max(200), z.number(), z.null()])),
      }),
    )
    .max(20_000),
});
const sampleCheckSchema = z.object({
  code: z.string(),
  text: z.string(),
  severity: z.enum(['critical', 'warning']),
});
export const sampleValidateAnswerSchema = z.object({
  status: z.enum(['passed', 'warning', 'critical']),
  data: z.array(
    z.object({
      rowNumber: z.number().int().nullable(),
      checks: z.array(sampleCheckSchema),
      /** The sample with the row's key, when the row would change it ("match modified items"). */
      match: z
        .object({
          _id: z.string(),
          changes: z.array(z.object({ field: z.enum(sampleFieldNames), from: z.string(), to: z.string() })),
        })
        .optional(),
    }),
  ),
});
export type SampleValidateAnswer = z.infer<typeof sampleValidateAnswerSchema>;

/** GET /api/sampleInventory/autocomplete/{manageType}/{property}/{value}: at most 10 values. */
export const sampleAutocompleteProperties = [
  'division',
  'style',
  'color',
  'status',
  'size',
  'bin',
  'moldNum',
  'gender',
  'region',
  'aisle',
  'direction',
  'level',
  'shelf',
] as const;
export const SAMPLE_AUTOCOMPLETE_LIMIT = 10;
export const sampleAutocompleteParamsSchema = z.object({
  manageType: sampleLibrarySchema,
  property: z.enum(sampleAutocompleteProperties),
  value: z.string().trim().min(1).max(100),
});
export const sampleAutocompleteAnswerSchema = z.object({ data: z.array(z.string()) });

/** POST /api/sampleInventory/export/xlsx/{library}: the grid's filters, sort and shown columns. */
export const sampleExportRequestSchema = z.object({
  filters: sampleFiltersSchema.default({}),
  sort: z.enum(sampleSortValues).optional(),
  columns: z.array(z.string().max(40)).max(40).optional(),
});

/** Sample tracking (the "rare out / returned" and "update inventory" dialogs). */
const sampleTrackingActions = ['created', 'out', 'returned', 'inventory', 'transferred'] as const;
export type SampleTrackingAction = (typeof sampleTrackingActions)[number];
export const sampleTrackingParamsSchema = z.object({ manageType: sampleLibrarySchema, id: z.uuid().optional() });
const sampleTrackingEventSchema = z.object({
  _id: z.string(),
  sampleId: z.string(),
  action: z.enum(sampleTrackingActions),
  quantity: z.number().int().nullable(),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdDate: z.string(),
});
export type SampleTrackingEvent = z.infer<typeof sampleTrackingEventSchema>;
export const sampleTrackingAnswerSchema = z.object({ data: z.array(sampleTrackingEventSchema) });

/**
 * POST /api/sampleInventoryTracking/{manageType}[/{id}]: a rare out or a return of one sample (id in
 * the path or the body), or an inventory count of several (`items`), which sets their quantity.
 */
export const sampleTrackingRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['out', 'returned']),
    sampleId: z.uuid().optional(),
    quantity: z.number().int().min(1).max(100_000),
    note: z.string().trim().max(500).optional(),
  }),
  z.object({
    action: z.literal('inventory'),
    items: z
      .array(z.object({ sampleId: z.uuid(), totalQty: z.number().int().min(0).max(100_000) }))
      .min(1)
      .max(1_000),
    note: z.string().trim().max(500).optional(),
  }),
]);
export type SampleTrackingRequest = z.infer<typeof sampleTrackingRequestSchema>;

/** PATCH /api/sampleInventory/Sales/transfer: Production samples move to Sales at a shelf place. */
export const sampleTransferRequestSchema = z.object({
  samples: z
    .array(
      z.object({
        _id: z.uuid(),
        region: shortText.min(1),
        aisle: shortText.min(1),
        direction: shortText.min(1),
        level: shortText.min(1),
        shelf: optionalText,
      }),
    )
    .min(1)
    .max(1_000),
});
export type SampleTransferRequest = z.infer<typeof sampleTransferRequestSchema>;
