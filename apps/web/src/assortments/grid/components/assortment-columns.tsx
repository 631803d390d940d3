import {
  type AssortmentLabel,
  type AssortmentProduct,
  assortmentRowFields,
  flagValue,
  THUMBNAIL_COLUMN_WIDTH,
  tagsValue,
} from '@stride/domain';
import type { CellClassParams, ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { DetailFormatting } from '../../../products';
import { IN_RANGE_CLASS } from '../use-cell-range';
import { LabelCell, NumericCellEditor, ThumbnailCell } from './AssortmentCells';

type Row = AssortmentProduct;

export type AssortmentColumnOptions = {
  labels: readonly AssortmentLabel[];
  pillars: readonly string[];
  /** Static assortments edit their rows; the cells of a range are drawn selected. */
  editable: boolean;
  isInRange: (params: CellClassParams<Row>) => boolean;
};

const editableFields = new Set<string>(Object.keys(assortmentRowFields));
/** Notes are long: they open in a larger editor over the grid. */
const noteEditor: ColDef<Row> = {
  cellEditor: 'agLargeTextCellEditor',
  cellEditorPopup: true,
  cellEditorParams: { maxLength: 4_000, rows: 6, cols: 40 },
};

/**
 * The columns of a static assortment's grid (spec part 1 §3 Assortment row fields): the
 * catalogue's values at the assortment's location, then its own (editable) values. Money shows
 * with the row's currency symbol and decimals. Editable cells hold the raw text a user typed or
 * pasted for a moment: the domain's cell rules turn it into the stored value.
 */
export const assortmentColumns = (
  t: TFunction,
  format: DetailFormatting,
  options: AssortmentColumnOptions,
): ColDef<Row>[] => {
  const money = ({ value, data }: ValueFormatterParams<Row>) =>
    typeof value === 'number' && data
      ? format.money(value, { currencySymbol: data.currencySymbol, decimalPlaces: data.decimalPlaces })
      : (value ?? '');
  const percent = ({ value }: ValueFormatterParams<Row>) =>
    typeof value === 'number' ? format.percent(value) : (value ?? '');
  const numericCell: ColDef<Row> = { cellEditor: NumericCellEditor, type: 'rightAligned' };
  const column = (field: keyof Row & string, def: ColDef<Row> = {}): ColDef<Row> => ({
    colId: field,
    field,
    headerName: t(`assortmentGrid.columns.${field}`),
    editable: options.editable && editableFields.has(field),
    cellClassRules: { [IN_RANGE_CLASS]: options.isInRange },
    width: 130,
    ...def,
  });

  return [
    column('id', {
      // Not 'thumbnail': that is the row field of the line's own picture, which no cell edits.
      colId: 'picture',
      // The value changes with the line's own picture, so the cell is drawn again when it does.
      valueGetter: ({ data }) => data?.thumbnail ?? data?.id,
      headerName: '',
      headerTooltip: t('assortmentGrid.columns.thumbnail'),
      cellRenderer: ThumbnailCell,
      width: THUMBNAIL_COLUMN_WIDTH,
      pinned: 'left',
      resizable: false,
      sortable: false,
      suppressMovable: true,
      editable: false,
    }),
    column('style', { width: 110, pinned: 'left' }),
    column('color', { width: 100, pinned: 'left' }),
    column('name', { width: 220 }),
    column('division', { width: 150 }),
    column('divisionGroup', { width: 160 }),
    column('gender', { width: 110 }),
    column('pillar', { cellEditor: 'agSelectCellEditor', cellEditorParams: { values: options.pillars }, width: 160 }),
    column('lineStatus', { width: 130 }),
    column('cost', { valueFormatter: money, type: 'rightAligned', width: 110 }),
    column('discountPercent', { ...numericCell, valueFormatter: percent, width: 130 }),
    column('discountAmount', { ...numericCell, valueFormatter: money, width: 140 }),
    column('netCost', { ...numericCell, valueFormatter: money, width: 120 }),
    column('suggestedRetail', { valueFormatter: money, type: 'rightAligned', width: 150 }),
    column('markupPercent', { ...numericCell, valueFormatter: percent, width: 120 }),
    column('label', {
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: ['', ...options.labels.map((label) => label.name)] },
      cellRenderer: LabelCell,
      cellRendererParams: { labels: options.labels },
      width: 140,
    }),
    column('carryover', {
      cellDataType: 'boolean',
      valueGetter: ({ data }) => data?.carryover === 1,
      valueSetter: ({ data, newValue }) => {
        data.carryover = flagValue(newValue) ? 1 : 0;
        return true;
      },
      cellRenderer: 'agCheckboxCellRenderer',
      cellEditor: 'agCheckboxCellEditor',
      width: 110,
    }),
    column('styleNote', { ...noteEditor, width: 180 }),
    column('colorNote', { ...noteEditor, width: 180 }),
    column('collectionStyleNote', { ...noteEditor, width: 200 }),
    column('collectionColorNote', { ...noteEditor, width: 200 }),
    column('tags', {
      valueGetter: ({ data }) => data?.tags.join(', ') ?? '',
      valueSetter: ({ data, newValue }) => {
        data.tags = tagsValue(newValue ?? null) ?? data.tags;
        return true;
      },
      width: 180,
    }),
    column('displayGroup', { width: 150 }),
    column('firstAvailDate', {
      valueFormatter: ({ value }) => (typeof value === 'number' ? format.gridDate(value) : ''),
      width: 130,
    }),
    column('totalInventory', {
      valueFormatter: ({ value }) => (typeof value === 'number' ? format.count(value) : ''),
      type: 'rightAligned',
      width: 120,
    }),
  ];
};
