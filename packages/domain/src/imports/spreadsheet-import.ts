import type { AssortmentLabel } from '../assortments/assortment.js';
import type { RowChanges } from '../assortments/assortment-batch-requests.js';
import { applyRowChanges } from '../assortments/cell-rules.js';
import { assortmentRowFieldNames, styleLevelRowFields } from '../assortments/row-fields.js';

/**
 * Reading a spreadsheet into an assortment (part 1 §5 Spreadsheet import): the table as read
 * from the first sheet, the columns mapped to fields, and the rows those fields give.
 */

/** What a spreadsheet column can be mapped to: a field with its grid label and product property label. */
export type ImportTarget = { key: string; gridLabel: string; propertyLabel?: string };

/** A column of the sheet → the field it fills, or null when the person leaves it out. */
export type ColumnMapping = (string | null)[];

/** Large sheets are refused above this many rows (NuORDER caps a linesheet import at 10,000). */
export const MAX_IMPORT_ROWS = 100_000;

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Cell text as imported: line breaks removed, trimmed. */
const importCellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/[\r\n]+/g, ' ')
        .trim();

/**
 * The header and the rows of a sheet's cells: the first row is the header; completely blank
 * rows are left out; every cell is text without line breaks, trimmed.
 */
export const importTable = (cells: readonly (readonly unknown[])[]): { headers: string[]; rows: string[][] } => {
  const [header = [], ...body] = cells;
  const headers = header.map(importCellText);
  const rows = body
    .map((row) => headers.map((_, column) => importCellText(row[column])))
    .filter((row) => row.some((cell) => cell !== ''));
  return { headers, rows };
};

/**
 * Auto-mapping (part 1 §5), in the spec's order: exact grid label, exact field key, product
 * property label, then a grid label or a key the header contains (or that contains it). Each
 * pass runs over every header before the next, so a better match always wins; a field is taken
 * once; empty headers are ignored.
 */
export const autoMapColumns = (headers: readonly string[], targets: readonly ImportTarget[]): ColumnMapping => {
  const mapping: ColumnMapping = headers.map(() => null);
  const taken = new Set<string>();
  const contains = (header: string, candidate: string) =>
    candidate.length >= 3 && header.length >= 3 && (header.includes(candidate) || candidate.includes(header));
  const passes: ((header: string, target: ImportTarget) => boolean)[] = [
    (header, target) => header === comparable(target.gridLabel),
    (header, target) => header === comparable(target.key),
    (header, target) => target.propertyLabel !== undefined && header === comparable(target.propertyLabel),
    (header, target) => contains(header, comparable(target.gridLabel)),
    (header, target) => contains(header, comparable(target.key)),
  ];
  for (const matches of passes) {
    headers.forEach((text, column) => {
      const header = comparable(text);
      if (header === '' || mapping[column] !== null) return;
      const target = targets.find((candidate) => !taken.has(candidate.key) && matches(header, candidate));
      if (!target) return;
      mapping[column] = target.key;
      taken.add(target.key);
    });
  }
  return mapping;
};

/**
 * One row of the import: where it came from in the sheet and the mapped fields' text. key tells
 * rows apart: the colours a colourless row expands to share its row number.
 */
export type ImportRow = {
  key: number;
  rowNumber: number;
  style: string;
  color: string;
  values: Record<string, string>;
};

/**
 * The rows the mapping gives: a row counts only with a style (part 1 §5); the style and colour
 * are upper-cased as the catalogue writes them. rowNumber is the sheet's (the header is row 1).
 */
export const importRows = (rows: readonly (readonly string[])[], mapping: ColumnMapping): ImportRow[] =>
  rows.flatMap((row, index) => {
    const values: Record<string, string> = {};
    mapping.forEach((key, column) => {
      if (key && row[column]) values[key] = row[column] ?? '';
    });
    const { style = '', color = '', ...rest } = values;
    if (!style) return [];
    const rowNumber = index + 2;
    return [{ key: rowNumber, rowNumber, style: style.toUpperCase(), color: color.toUpperCase(), values: rest }];
  });

/**
 * Rows without a colour stand for every colour of their style the catalogue has (part 1 §5):
 * each becomes one row per colour, with the same values. When the sheet has no colour column,
 * a style named on several rows expands once, at its first row. A style the catalogue does not
 * know stays one colourless row, which the checks then flag.
 */
export const expandColorlessRows = (
  rows: readonly ImportRow[],
  colorsByStyle: Readonly<Record<string, readonly string[]>>,
  colorMapped: boolean,
): ImportRow[] => {
  let nextKey = Math.max(0, ...rows.map((row) => row.key)) + 1;
  const expanded = new Set<string>();
  return rows.flatMap((row) => {
    const colors = colorsByStyle[row.style];
    if (row.color || !colors || colors.length === 0) return [row];
    if (!colorMapped && expanded.has(row.style)) return [];
    expanded.add(row.style);
    return colors.map((color, index) => ({ ...row, key: index === 0 ? row.key : nextKey++, color }));
  });
};

/**
 * The values an imported row gives its line (part 1 §5): only the assortment's own fields; a
 * label only when it names one of the assortment's labels by colour or name (without case),
 * else none; style-level fields (style note, tags, pillar…) shared by every colour of the style,
 * the first value the sheet gives for the style winning.
 */
export const importRowChanges = (
  rows: readonly ImportRow[],
  labels: readonly { name: string; color: string }[],
): Map<ImportRow, RowChanges> => {
  const fields = new Set<string>(assortmentRowFieldNames);
  const styleValues = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const shared = styleValues.get(row.style) ?? {};
    for (const field of styleLevelRowFields)
      if (row.values[field] && shared[field] === undefined) shared[field] = row.values[field] ?? '';
    styleValues.set(row.style, shared);
  }
  const labelOf = (value: string) =>
    labels.find((label) => [label.name, label.color].some((text) => text.toLowerCase() === value.toLowerCase()))
      ?.name ?? null;
  return new Map(
    rows.map((row) => {
      const changes: RowChanges = {};
      for (const [field, value] of Object.entries({ ...row.values, ...styleValues.get(row.style) })) {
        if (!fields.has(field)) continue;
        changes[field as keyof RowChanges] = field === 'label' ? labelOf(value) : value;
      }
      return [row, changes];
    }),
  );
};

/**
 * Style-colours pasted as text, one per line, as Excel copies two columns (a tab between) or as
 * people type them: `100001 BLK`, `100001,BLK`, `100001_BLK` or `100001-BLK`; a style alone
 * stands for all its colours. Blank lines are ignored; rowNumber is the line's.
 */
export const pastedImportRows = (text: string): ImportRow[] =>
  text.split(/\r?\n/).flatMap((line, index) => {
    const [style = '', color = ''] = line
      .trim()
      .split(/[\s,;_-]+/)
      .filter(Boolean);
    if (!style) return [];
    return [
      { key: index + 1, rowNumber: index + 1, style: style.toUpperCase(), color: color.toUpperCase(), values: {} },
    ];
  });

const NUMBER_FIELDS = ['discountPercent', 'discountAmount', 'netCost', 'markupPercent'] as const;

/** A line without catalogue prices or values of its own, to try a sheet's values on. */
const UNPRICED_ROW = { cost: null, suggestedRetail: null, decimalPlaces: 2 } as const;

/**
 * The rows whose values the lines will not take as the sheet gives them (part 1 §5 'Data Differs
 * From Excel file'): a label that names none of the assortment's, a discount outside 0–100, a
 * number that is not one, a carryover that is neither yes nor no. The pillar is left to the grid,
 * whose list of pillars is the catalogue's.
 */
export const importRowsWithDifferingValues = (
  rows: readonly ImportRow[],
  labels: readonly AssortmentLabel[],
): Set<number> => {
  const changes = importRowChanges(rows, labels);
  const differing = new Set<number>();
  for (const row of rows) {
    const { pillar: _pillar, ...taken } = changes.get(row) ?? {};
    const labelDropped = Boolean(row.values.label) && taken.label === null;
    // The grid strips what is not a digit from a number ('$4.50' is 4.50): without a digit, nothing is left.
    const numberLost = NUMBER_FIELDS.some((field) => row.values[field] && !/\d/.test(row.values[field] ?? ''));
    const { problems } = applyRowChanges(UNPRICED_ROW, taken, { labels, pillars: [] });
    if (labelDropped || numberLost || problems.length > 0) differing.add(row.key);
  }
  return differing;
};
