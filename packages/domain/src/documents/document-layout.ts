import type { GroupByOption } from '../assortments/assortment-constants.js';
import { fromDateNumber } from '../formatting/date-number.js';
import { type CurrencyFormat, formatMoney, formatPercent, formatPickerDate } from '../formatting/display.js';
import type { ImageSize } from '../products/product-images.js';
import {
  type DocumentGroupValues,
  type DocumentLine,
  type DocumentValue,
  type DocumentValueKind,
  documentFieldKinds,
} from './document-lines.js';
import type { DocumentType } from './document-request.js';
import { type DocumentFieldSetting, type DocumentSettings, documentFieldSettings } from './document-settings.js';
import type { DocumentColumnKey } from './document-text.js';

export type DocumentColumnKind = DocumentValueKind | 'image';
export type DocumentColumn = { key: DocumentColumnKey; kind: DocumentColumnKind; width: number };

const priceFields: readonly DocumentFieldSetting[] = [
  'cost',
  'originalCost',
  'suggestedRetail',
  'netCost',
  'initialMarkup',
  'futureCost',
  'futureSuggestedRetail',
  'futureEffectiveDate',
];
const sellingFields: readonly DocumentFieldSetting[] = [
  'colorSellThru',
  'styleSellThru',
  'percentage',
  'quantity',
  'availability',
  'inventory',
  'lastProducedDate',
  'division',
  'pillar',
  'sizeRange',
  'sizeScale',
];

/** Which of the chosen fields each kind of sheet has room for (docs/decisions/documents.md). */
const fieldsOfKind = (type: Pick<DocumentType, 'name' | 'subType'>): ((field: DocumentFieldSetting) => boolean) => {
  if (type.name === 'Pricesheet')
    return type.subType === 'Condensed'
      ? (field) => priceFields.includes(field)
      : (field) => priceFields.includes(field) || sellingFields.includes(field);
  if (type.name === 'Tearsheet' && type.subType === 'Thumbnails Only')
    return (field) => field === 'cost' || field === 'suggestedRetail';
  if (type.name === 'Linesheet' && type.subType === 'Condensed')
    return (field) => documentFieldKinds[field] !== 'longText';
  return () => true;
};

/** Column widths in characters (spreadsheet units; the pdf scales them to the page). */
const widthOfKind: Record<DocumentColumnKind, number> = {
  image: 8,
  text: 14,
  longText: 48,
  money: 12,
  percent: 10,
  date: 12,
  integer: 10,
};

/** The columns of a sheet, in order: the identity columns, then the chosen fields of its kind. */
export const documentColumns = (
  type: Pick<DocumentType, 'name' | 'subType'>,
  settings: DocumentSettings,
): DocumentColumn[] => {
  const identity: DocumentColumn[] = [
    ...(settings.sortNumber ? [{ key: 'sortNumber' as const, kind: 'integer' as const, width: 5 }] : []),
    ...(settings.includeImages ? [{ key: 'image' as const, kind: 'image' as const, width: widthOfKind.image }] : []),
    { key: 'style', kind: 'text', width: 10 },
    { key: 'color', kind: 'text', width: 8 },
    { key: 'name', kind: 'text', width: 26 },
    ...((type.name === 'Pricesheet' && type.subType === 'Condensed') || type.subType === 'Thumbnails Only'
      ? []
      : [{ key: 'colorDescription' as const, kind: 'text' as const, width: 18 }]),
  ];
  const fits = fieldsOfKind(type);
  const fields = documentFieldSettings
    .filter((field) => settings[field] && fits(field))
    .map(
      (field): DocumentColumn => ({
        key: field,
        kind: documentFieldKinds[field],
        width: widthOfKind[documentFieldKinds[field]],
      }),
    );
  return [...identity, ...fields];
};

export type DocumentSection = { title: string | null; lines: DocumentLine[] };

const groupValueOf = (group: DocumentGroupValues, groupBy: GroupByOption): string =>
  groupBy === 'none' ? '' : group[groupBy];

/**
 * The lines in sections by the assortment's grouping, as the grid groups them: groups in
 * alphabetical order with lines without a value last under 'Uncategorized', each group keeping
 * the assortment's order. Without grouping (or with neither dividers nor page breaks asked for)
 * one untitled section holds every line.
 */
export const documentSections = (
  lines: readonly DocumentLine[],
  groupBy: GroupByOption,
  settings: Pick<DocumentSettings, 'groupDividers' | 'groupPageBreaks'>,
  uncategorized: string,
): DocumentSection[] => {
  if (groupBy === 'none' || (!settings.groupDividers && !settings.groupPageBreaks))
    return lines.length > 0 ? [{ title: null, lines: [...lines] }] : [];
  const byValue = new Map<string, DocumentLine[]>();
  for (const line of lines) {
    const value = groupValueOf(line.group, groupBy).trim();
    const group = byValue.get(value);
    if (group) group.push(line);
    else byValue.set(value, [line]);
  }
  return [...byValue.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([value, grouped]) => ({ title: value || uncategorized, lines: grouped }));
};

/** Columns that describe the style, not the colour: the ones 'hide color spillover' prints once. */
const styleColumns: ReadonlySet<DocumentColumnKey> = new Set<DocumentColumnKey>([
  'name',
  'division',
  'pillar',
  'marketingDescription',
  'features',
  'sizeScale',
  'width',
  'otherSpecialWidths',
  'dutyCode',
  'boxCategory',
  'styleSellThru',
]);

/**
 * With 'hide color spillover', a style's facts print on its first colour only; the colours after
 * it (the spillover) show just what differs per colour.
 */
export const isSpilloverCell = (column: DocumentColumnKey, line: DocumentLine, previous: DocumentLine | undefined) =>
  previous !== undefined && previous.style === line.style && styleColumns.has(column);

/** A cell's raw value: numbers stay numbers (a spreadsheet can sum them). */
export const documentCellValue = (column: DocumentColumnKey, line: DocumentLine): DocumentValue => {
  switch (column) {
    case 'sortNumber':
      return line.position;
    case 'image':
      return null;
    case 'style':
    case 'color':
    case 'name':
    case 'colorDescription':
      return line[column];
    default:
      return line.values[column];
  }
};

/** A date number as exports write dates: YYYY-MM-DD (part 1 §5). */
export const documentDate = (value: number): string => {
  const { year, month, day } = fromDateNumber(value);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A value as the pdf prints it, in the document's language and the location's currency. */
export const formatDocumentValue = (
  kind: DocumentColumnKind,
  value: DocumentValue,
  currency: CurrencyFormat,
  locale: string,
): string => {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatMoney(value, currency, locale);
    case 'percent':
      return formatPercent(value, locale);
    case 'date':
      return formatPickerDate(value);
    default:
      return new Intl.NumberFormat(locale).format(value);
  }
};

/** The Excel number format of a column: the location's symbol and decimals for money. */
export const excelNumberFormat = (kind: DocumentColumnKind, currency: CurrencyFormat): string | undefined => {
  if (kind === 'money') {
    const decimals = currency.decimalPlaces ?? 2;
    const symbol = (currency.currencySymbol ?? '$').replaceAll('"', '');
    return `"${symbol}"#,##0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
  }
  if (kind === 'percent') return '0.00"%"';
  if (kind === 'integer') return '#,##0';
  return undefined;
};

/** The size legend of footwear documents: each size scale of the lines with its size ranges. */
export const documentSizeLegend = (lines: readonly DocumentLine[]): { scale: string; ranges: string }[] => {
  const ranges = new Map<string, Set<string>>();
  for (const line of lines) {
    const scale = line.values.sizeScale;
    if (typeof scale !== 'string' || scale === '') continue;
    const set = ranges.get(scale) ?? new Set<string>();
    if (typeof line.values.sizeRange === 'string' && line.values.sizeRange) set.add(line.values.sizeRange);
    ranges.set(scale, set);
  }
  return [...ranges.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([scale, set]) => ({ scale, ranges: [...set].sort().join(', ') }));
};

/**
 * The size of a document's pictures: spreadsheet thumbnails are drawn 40 px wide (part 1 §9),
 * so the 96 px rendition is sharp enough; a pdf table prints pictures under an inch wide, for
 * which small (160 px) gives about 180 dpi; tearsheets print them large, at the spec's medium
 * print size; 'high resolution images' asks for large everywhere.
 */
export const documentImageSize = (
  format: 'xlsx' | 'pdf',
  type: Pick<DocumentType, 'name' | 'subType'>,
  settings: Pick<DocumentSettings, 'highResolutionImages'>,
): ImageSize => {
  if (settings.highResolutionImages) return 'large';
  if (format === 'xlsx') return type.name === 'Tearsheet' ? 'small' : 'thumb';
  return type.name === 'Linesheet' && type.subType === 'Expanded'
    ? 'medium'
    : type.name === 'Tearsheet'
      ? 'medium'
      : 'small';
};
