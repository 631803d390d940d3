import {
  type Asset,
  assetSortFields,
  DEFAULT_TIMEZONE,
  datePartsInZone,
  formatGridDate,
  type PublishField,
  THUMBNAIL_COLUMN_WIDTH,
} from '@stride/domain';
import type { ColDef, ValueGetterParams, ValueParserParams, ValueSetterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { AssetColumnField, LibraryScreen } from '../library-screens';
import { AssetThumbnail, SeenMarker } from './AssetCells';

export const ASSET_ROW_HEIGHT = 56;

/** The fields a publish-validity answer names, as the grid's column ids. */
const columnOfPublishField = (field: PublishField | string): string =>
  field === 'primaryFile' ? 'thumbnail' : field === 'primaryFile.groups' ? 'groups' : field;

export type AssetColumnOptions = {
  /** Manage grids: the screen's editable columns can be changed. */
  editable: boolean;
  /** Cells the server refused, by row id then column id (read on every cell refresh). */
  problemsOf?: (rowId: string) => ReadonlySet<string> | undefined;
};

const sortable = new Set<string>(assetSortFields);
const listText = (values: readonly string[] | undefined) => (values ?? []).join(', ');
const parseList = (text: unknown) =>
  String(text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
const emptyToNull = ({ newValue }: ValueParserParams) =>
  typeof newValue === 'string' && newValue.trim() === '' ? null : (newValue ?? null);
const isoDay = (value: string | null | undefined) => {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? formatGridDate({ year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) }) : '';
};
const primaryFileOf = (asset: Asset | undefined) =>
  asset?.primaryFile ? asset.files.find((file) => file._id === asset.primaryFile?._id) : undefined;

/** How a field is shown and, where editable, parsed back; plain text fields need nothing. */
const fieldDefs: Partial<Record<AssetColumnField, ColDef<Asset>>> = {
  year: {
    valueParser: ({ newValue }) => {
      const year = Number.parseInt(String(newValue ?? ''), 10);
      return Number.isInteger(year) ? year : null;
    },
    width: 100,
  },
  divisionId: {
    valueGetter: ({ data }: ValueGetterParams<Asset>) => listText(data?.divisionId),
    valueSetter: ({ data, newValue }: ValueSetterParams<Asset>) => {
      data.divisionId = parseList(newValue);
      return true;
    },
  },
  beginDate: { cellEditor: 'agDateStringCellEditor', valueFormatter: ({ value }) => isoDay(value), width: 130 },
  expireDate: { cellEditor: 'agDateStringCellEditor', valueFormatter: ({ value }) => isoDay(value), width: 130 },
  startDate: { cellEditor: 'agDateStringCellEditor', valueFormatter: ({ value }) => isoDay(value), width: 130 },
  endDate: { cellEditor: 'agDateStringCellEditor', valueFormatter: ({ value }) => isoDay(value), width: 130 },
  dimensions: {
    valueGetter: ({ data }: ValueGetterParams<Asset>) => {
      const dimensions = primaryFileOf(data)?.dimensions;
      return dimensions ? `${dimensions.width} × ${dimensions.height}` : '';
    },
    width: 130,
  },
  groups: {
    valueGetter: ({ data }: ValueGetterParams<Asset>) => listText(data?.primaryFile?.groups),
    // Groups belong to the primary file: the edit is sent as updateFiles (see use-asset-edits).
    valueSetter: ({ data, newValue }: ValueSetterParams<Asset>) => {
      if (!data.primaryFile) return false;
      data.primaryFile = { ...data.primaryFile, groups: parseList(newValue) };
      return true;
    },
  },
};

/**
 * The columns of a library grid: thumbnail, (STEP: seen), name, the library's own columns and
 * the modified date. Only the fields the server sorts on are sortable.
 */
export const assetColumns = (
  screen: LibraryScreen,
  t: TFunction,
  { editable, problemsOf }: AssetColumnOptions,
): ColDef<Asset>[] => {
  const editableFields = new Set<string>(editable ? ['name', ...screen.editable] : []);
  const column = (colId: string, def: ColDef<Asset>): ColDef<Asset> => ({
    colId,
    headerName: t(`libraries.fields.${colId}`),
    sortable: sortable.has(colId),
    editable: editableFields.has(colId) && (colId !== 'groups' || (({ data }) => Boolean(data?.primaryFile))),
    valueParser: emptyToNull,
    cellClassRules: {
      'asset-cell-problem': ({ node }) => (node.id ? (problemsOf?.(node.id)?.has(colId) ?? false) : false),
    },
    tooltipValueGetter: ({ node }) =>
      node?.id && problemsOf?.(node.id)?.has(colId) ? t('libraries.manage.requiredToPublish') : undefined,
    ...def,
  });
  const seenColumn = screen.libraryType === 'StepAsset' && !editable;
  return [
    column('thumbnail', {
      headerName: '',
      headerTooltip: t('libraries.fields.thumbnail'),
      // A value (not only a renderer) so the cell refreshes when its row's block arrives.
      valueGetter: ({ data }) => data?.primaryFile?.thumbnail ?? null,
      cellRenderer: AssetThumbnail,
      width: THUMBNAIL_COLUMN_WIDTH,
      resizable: false,
      suppressMovable: true,
    }),
    ...(seenColumn ? [column('seen', { cellRenderer: SeenMarker, width: 80, field: 'seen' })] : []),
    column('name', { field: 'name', flex: 1, minWidth: 240 }),
    ...screen.columns.map((field) => column(field, { field: field as keyof Asset, width: 150, ...fieldDefs[field] })),
    column('modifiedDate', {
      field: 'modifiedDate',
      valueFormatter: ({ value }) => (value ? formatGridDate(datePartsInZone(new Date(value), DEFAULT_TIMEZONE)) : ''),
      width: 130,
    }),
  ];
};

/** Column ids of the fields a refused change names (for marking the cells). */
export const problemColumns = (fields: readonly string[]) => new Set(fields.map(columnOfPublishField));
