import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import MoveIcon from '@mui/icons-material/MoveDownOutlined';
import { Box, Button, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { Sample, SampleFields, SampleLibrary } from '@stride/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatting } from '../../i18n/use-formatting';
import { saveBlob } from '../../shared/browser/save-blob';
import {
  type CellEdit,
  DataGrid,
  type GridMenuItem,
  type GridMenuTarget,
  HistoryButtons,
  useEditHistory,
} from '../../shared/grid';
import { useCurrentUser } from '../../shared/session/session-store';
import { toasts } from '../../shared/toasts/toast-store';
import { exportSamples, toSampleFilters } from '../api';
import { MultiFieldEditDialog } from '../components/MultiFieldEditDialog';
import { type SampleDialog, SampleDialogs } from '../components/SampleDialogs';
import { SampleFilterBar } from '../components/SampleFilterBar';
import { SampleImportButton } from '../components/SampleImportButton';
import { sampleColumns } from '../components/sample-columns';
import { TrackingPanel } from '../components/TrackingPanel';
import { useSampleEdits } from '../components/use-sample-edits';
import { useSampleGrid } from '../components/use-sample-grid';
import { allowedSampleLibraries, samplePaths } from '../sample-libraries';

const patchesOf = (edits: readonly CellEdit[]) => {
  const rows = new Map<string, Record<string, unknown>>();
  for (const edit of edits) rows.set(edit.rowId, { ...rows.get(edit.rowId), [edit.field]: edit.newValue ?? null });
  return rows;
};

/** An estimated total as people say it: to the thousand ("about 67,000"). */
const aboutCount = (estimate: number, locale: string) =>
  new Intl.NumberFormat(locale).format(Math.round(estimate / 1000) * 1000);

/**
 * A sample library (spec part 1 §2, §3): tabs for the libraries the user may open, the grid with
 * editable cells (undo/redo), filters, selection, create, delete, import, export, the tracking
 * panel, "update inventory" and, in Production, the transfer to Sales.
 */
export const SampleInventoryPage = ({ library }: { library: SampleLibrary }) => {
  const { t } = useTranslation();
  const { locale } = useFormatting();
  const user = useCurrentUser();
  const grid = useSampleGrid(library);
  const { api, reload } = grid.results;
  const edits = useSampleEdits(library, reload);
  const history = useEditHistory({
    onApply: (applied) => {
      for (const [rowId, patch] of patchesOf(applied)) edits.changeCells(rowId, patch);
    },
  });
  const [dialog, setDialog] = useState<SampleDialog | null>(null);
  const [tracked, setTracked] = useState<Sample | null>(null);
  const [multiEdit, setMultiEdit] = useState<readonly Sample[] | null>(null);

  const applyToAll = async (samples: readonly Sample[], patch: SampleFields) => {
    const saved = await edits.send({ update: samples.map((sample) => ({ _id: sample._id, patch })) });
    if (!saved) return;
    setMultiEdit(null);
    reload();
  };
  const columns = useMemo(() => sampleColumns(library, t, true), [library, t]);
  const { selection } = grid;

  const exportGrid = async () => {
    try {
      const shown = api.current
        ?.getAllDisplayedColumns()
        .map((column) => column.getColId())
        .filter((colId) => colId !== 'ag-Grid-SelectionColumn');
      const blob = await exportSamples(library, {
        filters: toSampleFilters(grid.filters),
        sort: grid.query.sort,
        columns: shown ?? [],
      });
      saveBlob(blob, `samples-${library}.xlsx`);
    } catch (error) {
      console.warn('Sample export failed', error);
      toasts.show({ type: 'error', message: t('sampleInventory.errors.export') });
    }
  };

  const menuItems = (target: GridMenuTarget<Sample>): GridMenuItem[] => {
    if (target.kind !== 'cell') return [];
    const sample = target.row;
    const chosen = selection.some((row) => row._id === sample._id) ? selection : [sample];
    return [
      { id: 'tracking', label: t('sampleInventory.tracking.open'), onSelect: () => setTracked(sample) },
      {
        id: 'multi-edit',
        label: t('sampleInventory.multiEdit.open', { count: chosen.length }),
        onSelect: () => setMultiEdit(chosen),
      },
      {
        id: 'inventory',
        label: t('sampleInventory.updateInventory.open', { count: chosen.length }),
        onSelect: () => setDialog({ kind: 'inventory', samples: chosen }),
      },
      {
        id: 'delete',
        label: t('sampleInventory.delete', { count: chosen.length }),
        onSelect: () => void edits.remove(chosen.map((row) => row._id)),
      },
    ];
  };

  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('sampleInventory.title', { library: t(`sampleInventory.libraries.${library}`) })}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="result-count"
          sx={{ flex: 1 }}
        >
          {grid.results.totalCount === undefined
            ? '\u00a0'
            : grid.results.totalCountEstimated
              ? t('sampleInventory.countAbout', { count: aboutCount(grid.results.totalCount, locale) })
              : t('sampleInventory.count', { count: grid.results.totalCount })}
        </Typography>
        <HistoryButtons history={history} undoLabel={t('sampleInventory.undo')} redoLabel={t('sampleInventory.redo')} />
        <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
          {t('sampleInventory.create.open')}
        </Button>
        <Button
          size="small"
          startIcon={<DeleteIcon />}
          disabled={selection.length === 0 || edits.saving}
          onClick={() => void edits.remove(selection.map((row) => row._id))}
        >
          {t('sampleInventory.delete', { count: selection.length })}
        </Button>
        <Button
          size="small"
          startIcon={<EditNoteIcon />}
          disabled={selection.length === 0 || edits.saving}
          onClick={() => setMultiEdit(selection)}
        >
          {t('sampleInventory.multiEdit.open', { count: selection.length })}
        </Button>
        <Button
          size="small"
          startIcon={<InventoryIcon />}
          disabled={selection.length === 0}
          onClick={() => setDialog({ kind: 'inventory', samples: selection })}
        >
          {t('sampleInventory.updateInventory.open', { count: selection.length })}
        </Button>
        {library === 'Production' && allowedSampleLibraries(user).includes('Sales') && (
          <Button
            size="small"
            startIcon={<MoveIcon />}
            disabled={selection.length === 0}
            onClick={() => setDialog({ kind: 'transfer', samples: selection })}
          >
            {t('sampleInventory.transfer.open', { count: selection.length })}
          </Button>
        )}
        <SampleImportButton
          library={library}
          onImport={(rows) => edits.send({ create: rows.map((row) => row.values) })}
          onUpdate={(update) => edits.send({ update })}
        />
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportGrid()}>
          {t('sampleInventory.export')}
        </Button>
      </Stack>
      <Tabs value={library} aria-label={t('sampleInventory.tabs')}>
        {allowedSampleLibraries(user).map((candidate) => (
          <Tab
            key={candidate}
            value={candidate}
            label={t(`sampleInventory.libraries.${candidate}`)}
            component={RouterLink}
            to={samplePaths[candidate]}
          />
        ))}
      </Tabs>
      <SampleFilterBar library={library} filters={grid.filters} onChange={grid.setFilters} />
      <Box sx={{ flex: 1, minHeight: 360 }}>
        <DataGrid<Sample>
          gridId={`sample-inventory-${library}`}
          label={t('sampleInventory.gridLabel')}
          datasource={grid.results.datasource}
          busy={grid.results.searching || edits.saving}
          columnDefs={columns}
          getRowId={(sample) => sample._id}
          sort={grid.sort}
          onSortChange={grid.setSort}
          noRowsText={t('sampleInventory.empty')}
          rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false }}
          onGridReady={(event) => {
            api.current = event.api;
          }}
          onSelectionChanged={(event) => grid.setSelection(event.api.getSelectedRows())}
          editHistory={history}
          onCellValueChanged={(event) =>
            event.data && edits.changeCells(event.data._id, { [event.column.getColId()]: event.newValue ?? null })
          }
          contextMenuItems={menuItems}
        />
      </Box>
      <TrackingPanel library={library} sample={tracked} onClose={() => setTracked(null)} />
      {multiEdit && (
        <MultiFieldEditDialog
          library={library}
          count={multiEdit.length}
          busy={edits.saving}
          onSubmit={(patch) => void applyToAll(multiEdit, patch)}
          onClose={() => setMultiEdit(null)}
        />
      )}
      <SampleDialogs library={library} dialog={dialog} onClose={() => setDialog(null)} onDone={reload} />
    </Container>
  );
};
