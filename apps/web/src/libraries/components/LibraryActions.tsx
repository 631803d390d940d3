import DownloadIcon from '@mui/icons-material/Download';
import TableViewIcon from '@mui/icons-material/TableView';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import type { Asset, AssetState, LibraryType } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetFiltersOf } from '../api';
import { type LibrarySearchState, librarySortParam } from '../search/library-search-state';
import { useLibraryDownloads } from './use-library-downloads';

type LibraryActionsProps = {
  libraryType: LibraryType;
  selection: readonly Asset[];
  search: LibrarySearchState;
  manage?: AssetState;
};

/** Download of the selected assets (primary files, or with working files) and the xlsx report. */
export const LibraryActions = ({ libraryType, selection, search, manage }: LibraryActionsProps) => {
  const { t } = useTranslation();
  const { downloadSelection, downloadReport, cancelReport, reporting } = useLibraryDownloads(libraryType);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (withWorkingFiles: boolean) => {
    setAnchor(null);
    downloadSelection(selection, withWorkingFiles);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={selection.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {t('libraries.actions.downloadSelected', { count: selection.length })}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(false)}>{t('libraries.actions.primaryFiles')}</MenuItem>
        <MenuItem onClick={() => choose(true)}>{t('libraries.actions.withWorkingFiles')}</MenuItem>
      </Menu>
      {reporting ? (
        // While the workbook is made the button stops it (the report is cancellable, spec part 2 §7.9).
        <Button size="small" variant="outlined" startIcon={<CircularProgress size={16} />} onClick={cancelReport}>
          {t('libraries.actions.cancelReport')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<TableViewIcon />}
          onClick={() =>
            downloadReport({
              filters: assetFiltersOf(search),
              sort: librarySortParam(search.sort),
              ...(manage ? { manage } : {}),
            })
          }
        >
          {t('libraries.actions.report')}
        </Button>
      )}
    </>
  );
};
