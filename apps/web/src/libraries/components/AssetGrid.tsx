import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box } from '@mui/material';
import type { Asset } from '@stride/domain';
import type { ColDef, GridApi, IDatasource, SelectionChangedEvent } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridProps, type GridMenuItem, type GridMenuTarget, type GridSort } from '../../shared/grid';
import { markAssetSeen } from '../api';
import { AssetPreviewer } from './AssetPreviewer';
import { ASSET_ROW_HEIGHT } from './asset-columns';
import { fileDownloadUrl } from './FilePreview';

type AssetGridProps = {
  gridId: string;
  datasource: IDatasource;
  columnDefs: ColDef<Asset>[];
  sort: GridSort;
  onSortChange: (sort: GridSort | null) => void;
  onGridReady: (api: GridApi<Asset>) => void;
  onSelectionChange: (assets: Asset[]) => void;
  /** The owner's right-click items, shown after Preview and Download. */
  moreMenuItems?: (asset: Asset, target: Extract<GridMenuTarget<Asset>, { kind: 'cell' }>) => GridMenuItem[];
  /** Browse grids open the previewer on double click; manage grids edit cells instead. */
  previewOnDoubleClick?: boolean;
} & Pick<DataGridProps<Asset>, 'editHistory' | 'onCellValueChanged' | 'getRowClass' | 'busy' | 'clearedValue'>;

/** Starts a file download the way a link would. */
const download = (url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
};

/**
 * A library grid: thumbnails, multi-row selection, the previewer on double click or from the
 * right-click menu, and Download of the primary file. STEP assets are flagged seen when previewed.
 */
export const AssetGrid = ({
  moreMenuItems,
  previewOnDoubleClick = true,
  onGridReady,
  onSelectionChange,
  ...gridProps
}: AssetGridProps) => {
  const { t } = useTranslation();
  const [previewed, setPreviewed] = useState<Asset | null>(null);

  const preview = (asset: Asset, api: GridApi<Asset>) => {
    setPreviewed(asset);
    if (asset.libraryType !== 'StepAsset' || asset.seen) return;
    markAssetSeen(asset._id)
      .then(() => api.getRowNode(asset._id)?.setData({ ...asset, seen: true }))
      .catch((error: unknown) => console.warn('Seen flag not saved', error));
  };

  const menuItems = (target: GridMenuTarget<Asset>): GridMenuItem[] => {
    if (target.kind !== 'cell') return [];
    const asset = target.row;
    const primary = asset.primaryFile;
    return [
      {
        id: 'preview',
        label: t('libraries.actions.preview'),
        icon: <VisibilityIcon fontSize="small" />,
        onSelect: () => preview(asset, target.api),
      },
      {
        id: 'download',
        label: t('libraries.actions.download'),
        icon: <DownloadIcon fontSize="small" />,
        disabled: !primary,
        onSelect: () => primary && download(fileDownloadUrl(primary._id)),
      },
      ...(moreMenuItems?.(asset, target) ?? []),
    ];
  };

  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 360,
        '& .asset-cell-problem': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}` },
        '& .asset-row-problem': { bgcolor: (theme) => `${theme.palette.error.light}22` },
      }}
    >
      <DataGrid<Asset>
        {...gridProps}
        label={t('libraries.gridLabel')}
        getRowId={(asset) => asset._id}
        rowHeight={ASSET_ROW_HEIGHT}
        rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false }}
        noRowsText={t('libraries.empty')}
        onGridReady={(event) => onGridReady(event.api)}
        onSelectionChanged={(event: SelectionChangedEvent<Asset>) => onSelectionChange(event.api.getSelectedRows())}
        onRowDoubleClicked={({ data, api }) => previewOnDoubleClick && data && preview(data, api)}
        contextMenuItems={menuItems}
      />
      <AssetPreviewer asset={previewed} onClose={() => setPreviewed(null)} />
    </Box>
  );
};
