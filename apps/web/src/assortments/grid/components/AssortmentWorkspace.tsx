import AddIcon from '@mui/icons-material/Add';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import SlideshowIcon from '@mui/icons-material/SlideshowOutlined';
import ViewAgendaIcon from '@mui/icons-material/ViewAgendaOutlined';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { AssortmentWithProducts } from '@stride/domain';
import type { Column } from 'ag-grid-community';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DocumentsButton } from '../../../documents';
import { HistoryButtons } from '../../../shared/grid';
import { useStoreValue } from '../../../shared/state/create-store';
import { toasts } from '../../../shared/toasts/toast-store';
import { showroomConfigPath } from '../../../showroom';
import { LogoButton } from '../../files/LogoButton';
import { EditLockBanner } from '../../internal/components/EditLockBanner';
import { useEditLock } from '../../internal/use-edit-lock';
import { LiveControls } from '../../live/LiveControls';
import { sortPath } from '../../sort/sort-paths';
import type { RowEditProblem } from '../row-edits';
import { sortTextOf } from '../sort-rows';
import { useAssortmentBatches } from '../use-assortment-batches';
import { useGridSettings } from '../use-grid-settings';
import { useRowHistory } from '../use-row-history';
import { AddProductsPanel } from './AddProductsPanel';
import { AlertsButton } from './AlertsButton';
import { AssortmentHeader } from './AssortmentHeader';
import { CreateOrderButton } from './CreateOrderButton';
import { CrmSyncButton } from './CrmSyncButton';
import { CustomSortDialog, type CustomSortTarget } from './CustomSortDialog';
import { DynamicAssortmentGrid } from './DynamicAssortmentGrid';
import { GroupingControls } from './GroupingControls';
import { ImportButton } from './ImportButton';
import { LabelsDialog } from './LabelsDialog';
import { StaticAssortmentGrid } from './StaticAssortmentGrid';
import { ValidateProductsButton } from './ValidateProductsButton';

/**
 * One open assortment: header, actions, the add-products search (static) or the query's filter
 * bar (dynamic), and its grid; every change goes through one save queue.
 */
export const AssortmentWorkspace = ({ loaded }: { loaded: AssortmentWithProducts }) => {
  const { t } = useTranslation();
  const onReset = useRef(() => {});
  const showProblems = useCallback(
    (problems: RowEditProblem[]) => {
      for (const message of new Set(problems.map((problem) => problem.message)))
        toasts.show({
          type: message === 'discountPercentRange' ? 'error' : 'warning',
          message: t(`assortmentGrid.problems.${message}`),
        });
    },
    [t],
  );
  const batches = useAssortmentBatches(loaded, { onReset: () => onReset.current(), onProblems: showProblems });
  const settings = useGridSettings(batches);
  const rowHistory = useRowHistory(batches);
  onReset.current = rowHistory.history.clear;
  const editLock = useEditLock(loaded, batches.store);

  const assortment = useStoreValue(batches.store, (state) => state.assortment);
  const rowCount = useStoreValue(batches.store, (state) => state.rows.length);
  const saveStatus = useStoreValue(batches.store, (state) => state.saveStatus);
  const updating = useStoreValue(batches.store, (state) => state.longSave || state.reloading);
  const [dynamicTotal, setDynamicTotal] = useState<number>();
  const [addOpen, setAddOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [customSort, setCustomSort] = useState<CustomSortTarget | null>(null);
  const isStatic = assortment.method === 'static';

  const clearAlerts = () => {
    const count = assortment.alerts.length;
    if (batches.patch({ alerts: [] }))
      toasts.show({ type: 'success', message: t('assortmentGrid.alerts.cleared', { count }) });
  };
  const savedCustomSort = settings.settings.grid.customSort;
  const openCustomSort = useCallback(
    (column: Column) => {
      const colId = column.getColId();
      const rows = batches.store.get().rows;
      setCustomSort({
        colId,
        headerName: column.getColDef().headerName ?? colId,
        values: [...new Set(rows.map((row) => sortTextOf(row, colId)))],
        saved: savedCustomSort[colId] ?? [],
      });
    },
    [batches, savedCustomSort],
  );

  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }}>
      <AssortmentHeader
        assortment={assortment}
        productCount={isStatic ? rowCount : dynamicTotal}
        saveStatus={saveStatus}
      >
        <LiveControls
          assortmentId={assortment._id}
          onBatch={batches.applyRemoteBatch}
          onResync={() => void batches.resync()}
        />
        <LogoButton assortment={assortment} />
        <AlertsButton alerts={assortment.alerts} onClear={clearAlerts} />
        <CrmSyncButton assortment={assortment} />
        <DocumentsButton assortment={assortment} />
        {isStatic && (
          <ImportButton
            assortment={assortment}
            existingIds={() => new Set(batches.store.get().rows.map((row) => row.id))}
            onImport={(products) => rowHistory.addProducts(products, { announce: true })}
          />
        )}
        <Button size="small" startIcon={<LabelIcon />} onClick={() => setLabelsOpen(true)}>
          {t('assortmentGrid.labels.button')}
        </Button>
        {isStatic && (
          <Button size="small" component={RouterLink} to={sortPath(assortment)} startIcon={<ViewAgendaIcon />}>
            {t('groupSort.open')}
          </Button>
        )}
        {isStatic && assortment.orgType === 'regular' && <CreateOrderButton assortmentId={assortment._id} />}
        <Button
          size="small"
          component={RouterLink}
          to={showroomConfigPath(assortment._id)}
          startIcon={<SlideshowIcon />}
        >
          {t('showroom.open')}
        </Button>
        {isStatic && (
          <Button
            size="small"
            variant={addOpen ? 'contained' : 'outlined'}
            startIcon={<AddIcon />}
            aria-expanded={addOpen}
            onClick={() => setAddOpen((open) => !open)}
          >
            {t('assortmentGrid.add.button')}
          </Button>
        )}
      </AssortmentHeader>
      <EditLockBanner lock={editLock.lock} onRetry={() => void editLock.retry()} />
      {isStatic && addOpen && <AddProductsPanel assortment={assortment} batches={batches} rowHistory={rowHistory} />}
      {isStatic && (
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('assortmentGrid.toolbar')}
          sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <GroupingControls assortment={assortment} settings={settings} />
          <HistoryButtons
            history={rowHistory.history}
            undoLabel={t('assortmentGrid.undo')}
            redoLabel={t('assortmentGrid.redo')}
          />
          <ValidateProductsButton batches={batches} rowHistory={rowHistory} />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {t('assortmentGrid.keyboardHint')}
          </Typography>
        </Stack>
      )}
      {updating && (
        <Stack spacing={0.5} role="status" aria-label={t('assortmentGrid.updatingBar')}>
          <LinearProgress />
          <Typography variant="caption" color="text.secondary">
            {t('assortmentGrid.updatingBar')}
          </Typography>
        </Stack>
      )}
      {isStatic ? (
        <StaticAssortmentGrid
          batches={batches}
          settings={settings}
          rowHistory={rowHistory}
          onCustomizeSort={openCustomSort}
        />
      ) : (
        <DynamicAssortmentGrid batches={batches} settings={settings} onTotalCount={setDynamicTotal} />
      )}
      <LabelsDialog
        open={labelsOpen}
        labels={assortment.labels}
        onClose={() => setLabelsOpen(false)}
        onSave={(labels) => {
          if (batches.patch({ labels })) setLabelsOpen(false);
        }}
      />
      <CustomSortDialog target={customSort} onSave={settings.setCustomSort} onClose={() => setCustomSort(null)} />
    </Stack>
  );
};
