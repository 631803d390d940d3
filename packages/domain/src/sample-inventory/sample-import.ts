import type { SampleLibrary } from '../access/roles.js';
import type { ColumnMapping } from '../imports/spreadsheet-import.js';
import { isBlankSampleRow, missingSampleFields, type SampleValues, sampleSides } from './sample-inventory.js';

/** A sheet row of the sample import: its row number in the sheet (the header is row 1) and values. */
export type SampleSheetRow = { rowNumber: number; values: SampleValues };

/**
 * Editing one of these in the import grid resets its state (spec part 1 §4): style and colour as
 * for every import, plus side, size and status for sample inventory.
 */
const sampleImportResetFields = ['style', 'color', 'side', 'size', 'status'] as const;
export const resetsSampleImport = (field: string): boolean =>
  (sampleImportResetFields as readonly string[]).includes(field);

const sideOf = (text: string) => sampleSides.find((side) => side.toLowerCase() === text.toLowerCase()) ?? text;

/** A sheet's cell as the field takes it: a side in its spelling, a timestamp's day as the mold date. */
const cellValue = (field: string, text: string) => {
  if (field === 'side') return sideOf(text);
  if (field === 'moldDate') return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
  if (field === 'style' || field === 'color') return text.toUpperCase();
  return text;
};

/** The rows a mapping gives; completely blank rows are left out (part 1 §5). */
export const sampleSheetRows = (rows: readonly (readonly string[])[], mapping: ColumnMapping): SampleSheetRow[] =>
  rows.flatMap((row, index) => {
    const values: SampleValues = {};
    mapping.forEach((field, column) => {
      const text = (row[column] ?? '').trim();
      if (field && text) values[field] = cellValue(field, text);
    });
    return isBlankSampleRow(values) ? [] : [{ rowNumber: index + 2, values }];
  });

/** The rows an import adds: only complete ones (every required field filled, part 1 §4). */
export const completeSampleRows = (library: SampleLibrary, rows: readonly SampleSheetRow[]): SampleSheetRow[] =>
  rows.filter((row) => !isBlankSampleRow(row.values) && missingSampleFields(library, row.values).length === 0);
