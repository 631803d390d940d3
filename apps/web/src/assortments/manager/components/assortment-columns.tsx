import { type Assortment, type AssortmentState, formatDateTime } from '@stride/domain';
import type { ColDef, SuppressKeyboardEventParams, ValueSetterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { RefObject } from 'react';
import { AlertsCell, ArchiveToggle, type AssortmentCellActions, StarToggle, TitleCell } from './AssortmentCells';

/** A state the grid may set (Archived is the archive toggle's). */
const editableStates = ['Published', 'Unpublished'] as const satisfies readonly AssortmentState[];

/** What edits in the grid ask for: nothing changes in the row until the owner has saved it. */
export type AssortmentColumnActions = AssortmentCellActions & {
  rename: (row: Assortment, title: string) => void;
  changeState: (row: Assortment, state: AssortmentState) => void;
  clearAlerts: (row: Assortment) => void;
};

/** What a grid's owner hands it: the grid adds what it keeps itself (the alerts dialog, the indent). */
export type AssortmentRowActions = Omit<AssortmentColumnActions, 'showAlerts' | 'depthOf'>;

export const ASSORTMENT_ROW_HEIGHT = 48;

const isItem = ({ data }: { data?: Assortment }) => data?.type === 'item';

/** Enter (and Space on toggles) acts on the cell instead of the grid's own use of the key. */
const actionKeys =
  (keys: readonly string[]) =>
  ({ event, editing }: SuppressKeyboardEventParams) =>
    !editing && keys.includes(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
export const TOGGLE_KEYS = ['Enter', ' '] as const;
export const OPEN_KEYS = ['Enter'] as const;

/**
 * The manager's columns (spec part 1 §3 Assortment): star, status alerts, title with customer,
 * product type, method, channel, region, season and year, status (the state), line status (the
 * `status` field), products, modified, archive. `editable` lists let the title and state change
 * (archived rows are read-only).
 */
export const assortmentColumns = (
  t: TFunction,
  actions: RefObject<AssortmentColumnActions>,
  { editable, sortable }: { editable: boolean; sortable: boolean },
): ColDef<Assortment>[] => {
  const translated =
    (prefix: string) =>
    ({ value }: { value: unknown }) =>
      value === null || value === undefined ? '' : t(`${prefix}.${String(value)}`);
  const column = (colId: string, def: ColDef<Assortment>): ColDef<Assortment> => ({
    colId,
    headerName: t(`assortmentManager.columns.${colId}`),
    sortable,
    ...def,
  });
  const iconColumn = (
    colId: 'starred' | 'alerts' | 'archived',
    renderer: ColDef<Assortment>['cellRenderer'],
    def: ColDef<Assortment>,
  ): ColDef<Assortment> =>
    column(colId, {
      headerName: '',
      headerTooltip: t(`assortmentManager.columns.${colId}`),
      cellRenderer: renderer,
      cellRendererParams: { actions },
      width: 64,
      resizable: false,
      suppressKeyboardEvent: actionKeys(TOGGLE_KEYS),
      ...def,
    });
  return [
    iconColumn('starred', StarToggle, { field: 'starred' }),
    // The value is the alert count, so the column sorts by it.
    iconColumn('alerts', AlertsCell, { valueGetter: ({ data }) => data?.alerts.length ?? 0 }),
    column('title', {
      field: 'title',
      flex: 1,
      minWidth: 220,
      cellRenderer: TitleCell,
      cellRendererParams: { actions },
      // Double-click (or F2) renames; the value stays as it is until the server has it.
      editable: (params) => editable && isItem(params),
      valueSetter: ({ data, newValue }: ValueSetterParams<Assortment>) => {
        const title = String(newValue ?? '').trim();
        if (title && title !== data.title) actions.current.rename(data, title);
        return false;
      },
      suppressKeyboardEvent: actionKeys(OPEN_KEYS),
    }),
    column('productType', {
      field: 'productType',
      width: 120,
      valueFormatter: translated('productSearch.productTypes'),
    }),
    column('method', { field: 'method', width: 105, valueFormatter: translated('assortmentManager.methods') }),
    column('channel', { field: 'channel', width: 125, valueFormatter: translated('assortmentManager.channels') }),
    column('region', { field: 'region', width: 125, valueFormatter: translated('assortmentManager.regions') }),
    column('season', {
      width: 115,
      valueGetter: ({ data }) =>
        data?.season
          ? `${t(`assortmentManager.seasons.${data.season}`)} ${data.year ?? ''}`.trim()
          : (data?.year ?? ''),
    }),
    column('state', {
      field: 'state',
      width: 135,
      valueFormatter: translated('assortmentManager.states'),
      editable: (params) => editable && isItem(params),
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: editableStates, valueListMaxHeight: 120 },
      // The change waits for the user's confirmation: until then the cell shows the old value.
      valueSetter: ({ data, newValue }: ValueSetterParams<Assortment>) => {
        if (newValue !== data.state && editableStates.includes(newValue)) actions.current.changeState(data, newValue);
        return false;
      },
    }),
    // The line status the assortment plans for; set in the edit dialog.
    column('status', { field: 'status', width: 150, valueFormatter: translated('assortmentManager.statuses') }),
    column('productCount', { field: 'productCount', width: 105, type: 'numericColumn' }),
    column('modifiedDate', {
      field: 'modifiedDate',
      width: 155,
      valueFormatter: ({ value }) => (value ? formatDateTime(new Date(value)) : ''),
    }),
    iconColumn('archived', ArchiveToggle, { field: 'archived' }),
  ];
};
