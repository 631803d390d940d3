import { type Sample, type SampleLibrary, sampleFieldsOf, sampleSides, sampleSortFields } from '@stride/domain';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';

const numberFields = new Set(['totalQty', 'quantity']);
const sortable = new Set<string>(sampleSortFields);
const narrow = new Set(['side', 'size', 'totalQty', 'quantity', 'aisle', 'direction', 'level']);

/** Blank text is no value; quantities are whole numbers (the server refuses anything else). */
const parseCell = (field: string) => (params: { newValue: unknown }) => {
  const text = params.newValue === null || params.newValue === undefined ? '' : String(params.newValue).trim();
  if (text === '') return null;
  if (!numberFields.has(field)) return text;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : null;
};

/**
 * The library's columns (spec part 1 §3): every field editable, side from its list, then what the
 * server keeps (on hand, who created and last edited the sample, when).
 */
export const sampleColumns = (library: SampleLibrary, t: TFunction, editable: boolean): ColDef<Sample>[] => [
  ...sampleFieldsOf(library).map(
    (field): ColDef<Sample> => ({
      field,
      colId: field,
      headerName: t(`sampleInventory.columns.${field}`),
      width: narrow.has(field) ? 100 : 130,
      editable,
      sortable: sortable.has(field),
      valueParser: parseCell(field),
      ...(field === 'side' ? { cellEditor: 'agSelectCellEditor', cellEditorParams: { values: [...sampleSides] } } : {}),
      ...(numberFields.has(field) ? { type: 'rightAligned' } : {}),
    }),
  ),
  {
    field: 'onHandQty',
    colId: 'onHandQty',
    headerName: t('sampleInventory.columns.onHandQty'),
    width: 110,
    sortable: false,
  },
  ...(library === 'Production'
    ? [
        {
          field: 'createdByUser' as const,
          colId: 'createdByUser',
          headerName: t('sampleInventory.columns.createdByUser'),
          width: 150,
          sortable: false,
        },
        {
          field: 'lastEditedByUser' as const,
          colId: 'lastEditedByUser',
          headerName: t('sampleInventory.columns.lastEditedByUser'),
          width: 150,
          sortable: false,
        },
      ]
    : []),
  {
    field: 'modifiedDate',
    colId: 'modifiedDate',
    headerName: t('sampleInventory.columns.modifiedDate'),
    width: 170,
    valueFormatter: ({ value }) => (value ? new Date(value as string).toLocaleString() : ''),
  },
];
