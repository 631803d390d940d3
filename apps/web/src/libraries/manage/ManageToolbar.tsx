import CampaignIcon from '@mui/icons-material/Campaign';
import DeleteIcon from '@mui/icons-material/Delete';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, CircularProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { type Asset, type AssetState, assetStates } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditAnnouncementDialog } from '../../announcements';
import { staysFocusable } from '../../shared/a11y/stays-focusable';
import { type EditHistory, HistoryButtons } from '../../shared/grid';
import { LibraryActions } from '../components/LibraryActions';
import type { LibraryScreen } from '../library-screens';
import type { LibrarySearchState } from '../search/library-search-state';

type ManageToolbarProps = {
  screen: LibraryScreen;
  view: AssetState;
  selection: readonly Asset[];
  /** The view's number of assets, once the first page has told it. */
  totalCount?: number;
  search: LibrarySearchState;
  history: EditHistory;
  saving: boolean;
  onChangeState: (state: AssetState) => void;
};

/** Actions on the selected assets, undo/redo, downloads and (advertising) the announcement editor. */
export const ManageToolbar = ({
  screen,
  view,
  selection,
  totalCount,
  search,
  history,
  saving,
  onChangeState,
}: ManageToolbarProps) => {
  const { t } = useTranslation();
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const [announcementOpen, setAnnouncementOpen] = useState(false);
  const none = selection.length === 0;
  // A status change empties the selection under the keyboard's focus.
  const needsSelection = staysFocusable(none);
  const choose = (state: AssetState) => {
    setStatusMenu(null);
    onChangeState(state);
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('libraries.manage.toolbar')}
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="result-count">
        {totalCount === undefined ? '\u00a0' : t('libraries.count', { count: totalCount })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90 }}>
        {t('libraries.manage.selected', { count: selection.length })}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SwapHorizIcon />}
        {...needsSelection}
        aria-haspopup="menu"
        onClick={(event) => !none && setStatusMenu(event.currentTarget)}
      >
        {t('libraries.manage.changeStatus')}
      </Button>
      <Menu anchorEl={statusMenu} open={statusMenu !== null} onClose={() => setStatusMenu(null)}>
        {assetStates
          .filter((state) => state !== view && state !== 'deleted')
          .map((state) => (
            <MenuItem key={state} onClick={() => choose(state)}>
              {t(`libraries.states.${state}`)}
            </MenuItem>
          ))}
      </Menu>
      {view !== 'deleted' && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          {...needsSelection}
          onClick={() => !none && onChangeState('deleted')}
        >
          {t('libraries.manage.deleteSelected')}
        </Button>
      )}
      <LibraryActions libraryType={screen.libraryType} selection={selection} search={search} manage={view} />
      <HistoryButtons history={history} undoLabel={t('libraries.manage.undo')} redoLabel={t('libraries.manage.redo')} />
      {saving && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} role="status">
          <CircularProgress size={16} />
          <Typography variant="body2">{t('libraries.manage.saving')}</Typography>
        </Stack>
      )}
      {screen.announcements && (
        <>
          <Button
            size="small"
            startIcon={<CampaignIcon />}
            sx={{ ml: 'auto' }}
            onClick={() => setAnnouncementOpen(true)}
          >
            {t('libraries.manage.editAnnouncement')}
          </Button>
          <EditAnnouncementDialog open={announcementOpen} onClose={() => setAnnouncementOpen(false)} />
        </>
      )}
    </Stack>
  );
};
