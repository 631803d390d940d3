import {
  type Assortment,
  type AssortmentUiSettings,
  DEBOUNCE_MS,
  defaultGroupBy,
  type GridSettings,
  type GroupByOption,
  groupByOptionsFor,
} from '@stride/domain';
import type { ColumnState, GridApi } from 'ag-grid-community';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GridSort } from '../../shared/grid';
import type { AssortmentBatches } from './use-assortment-batches';

export type AssortmentGridSettings = { grid: GridSettings; groupBy: GroupByOption };

const settingsOf = (assortment: Assortment): AssortmentGridSettings => {
  const options = groupByOptionsFor(assortment.productType, assortment.orgType);
  const saved = assortment.uiSettings.groupSettings?.groupBy;
  return {
    grid: assortment.uiSettings.gridSettings,
    groupBy: saved && options.includes(saved) ? saved : defaultGroupBy(assortment.orgType),
  };
};

/** The user's column layout as saved: order, width, pinning and hidden columns (AG Grid's own columns left out). */
const columnsOfState = (state: readonly ColumnState[]): GridSettings['columns'] =>
  state
    .filter((column) => !column.colId.startsWith('ag-Grid-'))
    .map((column) => ({
      colId: column.colId,
      ...(column.width ? { width: Math.round(column.width) } : {}),
      ...(column.hide ? { hide: true } : {}),
      ...(column.pinned ? { pinned: column.pinned === 'right' ? ('right' as const) : ('left' as const) } : {}),
    }));

/**
 * Saves view settings into the assortment's uiSettings (spec part 1 §3): the changes of a burst
 * go as one patch after DEBOUNCE_MS.gridSettingsPatch of quiet. They are view state, so the
 * server keeps the last write without a new version, and a site update does not drop them. A
 * change still waiting when the screen closes is saved then rather than lost.
 */
export const useUiSettingsPatch = (batches: AssortmentBatches) => {
  const { save, schedule } = useMemo(() => {
    let waiting: Partial<AssortmentUiSettings> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => {
      clearTimeout(timer);
      if (!waiting) return;
      const { uiSettings } = batches.store.get().assortment;
      batches.patch({ uiSettings: { ...uiSettings, ...waiting } }, { guarded: false });
      waiting = null;
    };
    return {
      save: saveNow,
      schedule: (change: Partial<AssortmentUiSettings>) => {
        waiting = { ...waiting, ...change };
        clearTimeout(timer);
        timer = setTimeout(saveNow, DEBOUNCE_MS.gridSettingsPatch);
      },
    };
  }, [batches]);
  useEffect(() => save, [save]);
  return schedule;
};

/**
 * The grid's view settings, kept with the assortment (spec part 1 §3 uiSettings): sort, custom
 * sorts, group by and the grouping toggle, and the column layout. They apply at once and are
 * saved with useUiSettingsPatch.
 */
export const useGridSettings = (batches: AssortmentBatches) => {
  const [settings, setSettings] = useState(() => settingsOf(batches.store.get().assortment));
  const current = useRef(settings);
  const saveUiSettings = useUiSettingsPatch(batches);

  return useMemo(() => {
    const update = (change: (settings: AssortmentGridSettings) => AssortmentGridSettings) => {
      current.current = change(current.current);
      setSettings(current.current);
      const { grid, groupBy } = current.current;
      saveUiSettings({ gridSettings: grid, groupSettings: { groupBy } });
    };
    const updateGrid = (change: Partial<GridSettings>) =>
      update((previous) => ({ ...previous, grid: { ...previous.grid, ...change } }));
    const first = settings.grid.sortOrder[0];
    return {
      settings,
      sort: first ? ({ colId: first.colId, direction: first.sort } satisfies GridSort) : null,
      grouped: settings.grid.groupIsEnabled && settings.groupBy !== 'none',
      setSort: (sort: GridSort | null) =>
        updateGrid({ sortOrder: sort ? [{ colId: sort.colId, sort: sort.direction }] : [] }),
      setGroupBy: (groupBy: GroupByOption) =>
        update((previous) => ({
          groupBy,
          grid: { ...previous.grid, groupIsEnabled: groupBy !== 'none' },
        })),
      setGroupEnabled: (groupIsEnabled: boolean) => updateGrid({ groupIsEnabled }),
      /** A column's values in the user's order; the grid then sorts by it. */
      setCustomSort: (colId: string, values: readonly string[]) =>
        updateGrid({
          customSort: { ...current.current.grid.customSort, [colId]: [...values] },
          sortOrder: [{ colId, sort: 'asc' }],
        }),
      /** The layout the user left (after a move, resize, pin or hide). */
      saveColumns: (api: GridApi) => {
        const columns = columnsOfState(api.getColumnState());
        if (JSON.stringify(columns) !== JSON.stringify(current.current.grid.columns)) updateGrid({ columns });
      },
      /** The saved layout, into a grid that has just started. */
      applyColumns: (api: GridApi) => {
        const { columns } = current.current.grid;
        if (columns.length === 0) return;
        api.applyColumnState({
          state: columns.map((column) => ({
            colId: column.colId,
            width: column.width,
            hide: column.hide ?? false,
            pinned: column.pinned ?? null,
          })),
          applyOrder: true,
        });
      },
    };
  }, [settings, saveUiSettings]);
};

export type GridSettingsControls = ReturnType<typeof useGridSettings>;
