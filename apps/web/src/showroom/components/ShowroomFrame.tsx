import CloseIcon from '@mui/icons-material/Close';
import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ViewModuleIcon from '@mui/icons-material/ViewModuleOutlined';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { SHOWROOM_DEFAULT_BACKGROUND, type Showroom } from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../../shared/api/error-message';
import { RouteTableContext } from '../../shared/routing/route-table-context';
import { toasts } from '../../shared/toasts/toast-store';
import { clearShowroom } from '../api';
import { exitTarget, rememberExit } from '../exit-target';
import { markShown } from '../shown-showroom';
import { showroomImageUrls } from '../showroom-images';
import { offlineSupported, saveForOffline, useOnline } from '../showroom-offline';
import { showroomPath } from '../showroom-paths';

type ShowroomFrameProps = {
  assortmentId: string;
  showroom: Showroom | undefined;
  error?: unknown;
  children?: ReactNode;
};

/**
 * The showroom's full screen (no app bar): its background colour, a discreet bar with the exit,
 * the category browser, search-all, refresh and save-for-offline, and the offline banner.
 */
export const ShowroomFrame = ({ assortmentId, showroom, error, children }: ShowroomFrameProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const routeTable = useContext(RouteTableContext);
  const online = useOnline();
  const { state } = useLocation();
  const [saving, setSaving] = useState(false);
  const exitTo = (state as { exitTo?: string } | null)?.exitTo;

  useEffect(() => rememberExit(assortmentId, exitTo), [assortmentId, exitTo]);
  useEffect(() => {
    if (showroom) markShown(showroom);
  }, [showroom]);

  const save = async () => {
    if (!showroom) return;
    setSaving(true);
    try {
      const { saved, failed } = await saveForOffline(routeTable, [
        `/api/assortments/${assortmentId}/showroom`,
        showroomPath(assortmentId),
        ...showroomImageUrls(showroom),
      ]);
      toasts.show(
        failed > 0
          ? { type: 'warning', message: t('showroom.offline.savedSome', { saved, failed }) }
          : { type: 'success', message: t('showroom.offline.saved', { count: saved }) },
      );
    } catch (problem) {
      toasts.show({ type: 'error', message: t('showroom.offline.failed', { message: errorMessage(t, problem) }) });
    } finally {
      setSaving(false);
    }
  };

  const base = showroomPath(assortmentId);
  // Quiet, not faint: secondary text keeps 4.5:1 on the default canvas (WCAG 1.4.3).
  const discreet = { color: 'text.secondary' };
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        overflowY: 'auto',
        bgcolor: showroom?.settings.background ?? SHOWROOM_DEFAULT_BACKGROUND,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack
        component="header"
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'inherit' }}
      >
        <Tooltip title={t('showroom.exit')}>
          <IconButton
            component={RouterLink}
            to={exitTarget(assortmentId)}
            aria-label={t('showroom.exit')}
            sx={discreet}
          >
            <CloseIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="p" noWrap>
            {showroom?.assortment.title ?? t('showroom.title')}
          </Typography>
          {showroom?.assortment.subTitle && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {showroom.assortment.subTitle}
            </Typography>
          )}
        </Box>
        <Button component={RouterLink} to={`${base}?view=categories`} startIcon={<ViewModuleIcon />} sx={discreet}>
          {t('showroom.categories')}
        </Button>
        <Button component={RouterLink} to={`${base}?view=search`} startIcon={<SearchIcon />} sx={discreet}>
          {t('showroom.searchAll')}
        </Button>
        <Tooltip title={t('showroom.refreshHint')}>
          <span>
            <IconButton
              aria-label={t('showroom.refresh')}
              disabled={!online}
              onClick={() => void clearShowroom(queryClient, assortmentId)}
              sx={discreet}
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        {offlineSupported() && (
          <Button
            onClick={() => void save()}
            disabled={!showroom || saving || !online}
            startIcon={saving ? <CircularProgress size={16} /> : <CloudDownloadIcon />}
            sx={discreet}
          >
            {t('showroom.offline.save')}
          </Button>
        )}
      </Stack>
      {!online && (
        <Alert severity="warning" role="status" sx={{ mx: 2, mb: 1 }}>
          {t('showroom.offline.banner')}
        </Alert>
      )}
      <Box component="main" sx={{ flex: 1, px: 2, pb: 2, minHeight: 0 }}>
        {error ? (
          <Alert severity="error">{t('showroom.loadFailed', { message: errorMessage(t, error) })}</Alert>
        ) : showroom ? (
          children
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}>
            <CircularProgress aria-label={t('showroom.loading')} />
          </Box>
        )}
      </Box>
    </Box>
  );
};
