import { Stack } from '@mui/material';
import { type Asset, type AssetState, assetStates } from '@stride/domain';
import type { RowClassParams } from 'ag-grid-community';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellEdit, type GridMenuItem, useEditHistory } from '../../shared/grid';
import { useSessionUploads } from '../../uploads';
import { AssetGrid } from '../components/AssetGrid';
import { assetColumns } from '../components/asset-columns';
import { useLibraryGrid } from '../components/use-library-grid';
import type { LibraryScreen } from '../library-screens';
import { LibraryFilterBar } from '../search/LibraryFilterBar';
import { AssetFilesDialog } from './AssetFilesDialog';
import { FileMergeDialog } from './FileMergeDialog';
import { ManageToolbar } from './ManageToolbar';
import { ProblemsAlert } from './ProblemsAlert';
import { useAssetEdits } from './use-asset-edits';
import { useReloadAfterUploads } from './use-reload-after-uploads';
import { useRowProblems } from './use-row-problems';

/** Clearing selected cells leaves the name: every asset has one (the server refuses an empty name). */
const clearedValue = (colId: string) => (colId === 'name' ? null : { value: null });

const editsByRow = (edits: readonly CellEdit[]) => {
  const rows = new Map<string, string[]>();
  for (const edit of edits) rows.set(edit.rowId, [...(rows.get(edit.rowId) ?? []), edit.field]);
  return rows;
};

/**
 * A manage view of one state: editable cells saved in batches (undo/redo through the grid's edit
 * history), status change and delete from the right-click menu or the toolbar, files, merge, and
 * the server's publish-validity refusals marked on the rows.
 */
export const ManageGrid = ({ screen, view }: { screen: LibraryScreen; view: AssetState }) => {
  const { t } = useTranslation();
  const grid = useLibraryGrid(screen, view);
  const { api, reload } = grid.results;
  const problems = useRowProblems(api);
  const edits = useAssetEdits(screen.libraryType, {
    onSettled: reload,
    onRefused: problems.refuse,
    onSaved: problems.clear,
  });
  const history = useEditHistory({
    onApply: (applied) => {
      for (const [rowId, columns] of editsByRow(applied)) {
        const asset = api.current?.getRowNode(rowId)?.data;
        if (asset) edits.changeCells(asset, columns);
      }
    },
  });
  const [filesOf, setFilesOf] = useState<Asset | null>(null);
  const [mergeFrom, setMergeFrom] = useState<Asset | null>(null);
  useReloadAfterUploads(useSessionUploads(screen.libraryType), reload);

  const columns = useMemo(
    () => assetColumns(screen, t, { editable: true, problemsOf: problems.problemsOf }),
    [screen, t, problems.problemsOf],
  );

  const { rowClass: rowClassOf } = problems;
  const rowClass = useCallback(({ node }: RowClassParams<Asset>) => rowClassOf(node.id), [rowClassOf]);

  const menuItems = (asset: Asset): GridMenuItem[] => {
    const selected = grid.selection.some((row) => row._id === asset._id) ? grid.selection : [asset];
    return [
      ...assetStates
        .filter((state) => state !== view && state !== 'deleted')
        .map((state, index) => ({
          id: `state-${state}`,
          label: t('libraries.manage.moveTo', { state: t(`libraries.states.${state}`), count: selected.length }),
          dividerBefore: index === 0,
          onSelect: () => edits.changeState(selected, state),
        })),
      ...(view === 'deleted'
        ? []
        : [
            {
              id: 'delete',
              label: t('libraries.manage.delete', { count: selected.length }),
              onSelect: () => edits.changeState(selected, 'deleted'),
            },
          ]),
      { id: 'files', label: t('libraries.manage.files'), dividerBefore: true, onSelect: () => setFilesOf(asset) },
      { id: 'merge', label: t('libraries.manage.merge'), onSelect: () => setMergeFrom(asset) },
    ];
  };

  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }}>
      <ManageToolbar
        screen={screen}
        view={view}
        selection={grid.selection}
        totalCount={grid.results.totalCount}
        search={grid.search}
        history={history}
        saving={edits.saving}
        onChangeState={(state) => edits.changeState(grid.selection, state)}
      />
      <LibraryFilterBar
        libraryType={screen.libraryType}
        keys={screen.filters}
        filters={grid.filters}
        onChange={grid.setFilters}
        manage={view}
      />
      <ProblemsAlert problems={problems.problems} />
      <AssetGrid
        gridId={`library-manage-${screen.libraryType}`}
        datasource={grid.results.datasource}
        busy={grid.results.searching}
        columnDefs={columns}
        sort={grid.sort}
        onSortChange={grid.onSortChange}
        onGridReady={(gridApi) => {
          api.current = gridApi;
        }}
        onSelectionChange={grid.setSelection}
        previewOnDoubleClick={false}
        editHistory={history}
        clearedValue={clearedValue}
        onCellValueChanged={(event) => event.data && edits.changeCells(event.data, [event.column.getColId()])}
        getRowClass={rowClass}
        moreMenuItems={menuItems}
      />
      <AssetFilesDialog
        asset={filesOf}
        onClose={() => setFilesOf(null)}
        onDeleteFile={(asset, fileId) => edits.sendRows([{ _id: asset._id, deleteFiles: [fileId] }])}
      />
      <FileMergeDialog
        source={mergeFrom}
        view={view}
        onClose={() => setMergeFrom(null)}
        onMerge={(source, fileId, targetId) => edits.sendRows([{ _id: source._id, moveFiles: [{ fileId, targetId }] }])}
      />
    </Stack>
  );
};
