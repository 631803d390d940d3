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
  const { downloadSelection, downloadReport, reporting } = useLibraryDownloads(libraryType);
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
      <Button
        size="small"
        variant="outlined"
        startIcon={reporting ? <CircularProgress size={16} /> : <TableViewIcon />}
        disabled={reporting}
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
    </>
  );
};
