import type { SampleLibrary } from '../access/roles.js';

/**
 * Sample inventory (spec part 1 §3 Sample inventory): the sample room's stock in two libraries.
 * Production keeps samples by bin; Sales keeps them on shelves by region, aisle, direction and level.
 */
export const sampleSides = ['Left', 'Right', 'Pair'] as const;

/** The fields every sample has that a sheet or the grid may set. */
const commonSampleFields = [
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
] as const;

/** Each library's own fields on top of the common ones. */
const librarySampleFields = {
  Production: ['quantity'],
  Sales: ['shelf', 'region', 'aisle', 'direction', 'level', 'newBin'],
} as const satisfies Record<SampleLibrary, readonly string[]>;

/** Every field a sample of either library has. */
export const sampleFieldNames = [
  ...commonSampleFields,
  ...librarySampleFields.Production,
  ...librarySampleFields.Sales,
] as const;

export type SampleField = (typeof commonSampleFields)[number] | (typeof librarySampleFields)[SampleLibrary][number];

export const sampleFieldsOf = (library: SampleLibrary): readonly SampleField[] => [
  ...commonSampleFields,
  ...librarySampleFields[library],
];

/**
 * The fields a non-blank row must fill (spec part 1 §5): Quantity is the sheet's name for totalQty,
 * which the server copies to onHandQty.
 */
export const requiredSampleFields = {
  Production: ['division', 'style', 'color', 'status', 'side', 'totalQty', 'bin'],
  Sales: ['division', 'style', 'color', 'status', 'side', 'totalQty', 'region', 'aisle', 'direction', 'level'],
} as const satisfies Record<SampleLibrary, readonly SampleField[]>;

/**
 * What makes two samples the same one (spec part 1 §5 "duplicate key"): style, colour, side, size,
 * status, mold number and mold date, plus the bin (Production) or the shelf place (Sales).
 */
const sampleKeyFields = {
  Production: ['style', 'color', 'side', 'size', 'status', 'moldNum', 'moldDate', 'bin'],
  Sales: ['style', 'color', 'side', 'size', 'status', 'moldNum', 'moldDate', 'region', 'aisle', 'direction', 'level'],
} as const satisfies Record<SampleLibrary, readonly SampleField[]>;

/** A sample's values as text, as a sheet or the grid gives them. */
export type SampleValues = Partial<Record<string, string | number | null>>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

/** The duplicate key of a sample, case-insensitive; fields joined by the unit separator (PostgreSQL text holds no NUL). */
export const sampleKey = (library: SampleLibrary, values: SampleValues): string =>
  sampleKeyFields[library].map((field) => text(values[field]).toUpperCase()).join('\u001f');

export const isBlankSampleRow = (values: SampleValues): boolean =>
  Object.values(values).every((value) => text(value) === '');

export const missingSampleFields = (library: SampleLibrary, values: SampleValues): SampleField[] =>
  requiredSampleFields[library].filter((field) => text(values[field]) === '');

/**
 * What "multi-field edit" sets on many samples at once: every field of the library but the
 * style-colour (which makes a sample what it is) and the quantities (counted through "update
 * inventory", so each count lands in the sample's history).
 */
export const multiEditSampleFields = (library: SampleLibrary): readonly SampleField[] =>
  sampleFieldsOf(library).filter(
    (field) => field !== 'style' && field !== 'color' && field !== 'totalQty' && field !== 'quantity',
  );

/** A field a sheet row would change on the sample it matches: the sample's value and the row's. */
export type SampleChange = { field: SampleField; from: string; to: string };

/**
 * What a sheet row would change on the sample with its duplicate key (the "match modified items"
 * dialog): the library's other fields the row fills with a different value. A field the row leaves
 * blank changes nothing, so a sheet without a column never empties it.
 */
export const sampleChanges = (library: SampleLibrary, existing: SampleValues, row: SampleValues): SampleChange[] => {
  const keyFields = new Set<string>(sampleKeyFields[library]);
  return sampleFieldsOf(library).flatMap((field) => {
    const to = text(row[field]);
    const from = text(existing[field]);
    if (keyFields.has(field) || to === '' || to.toUpperCase() === from.toUpperCase()) return [];
    return [{ field, from, to }];
  });
};
