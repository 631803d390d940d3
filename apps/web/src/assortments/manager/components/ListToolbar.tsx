import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Stack, Typography } from '@mui/material';
import type { Assortment } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ListToolbarProps = {
  label: string;
  /** The list's number of assortments, once loaded. */
  count?: number;
  selection: readonly Assortment[];
  archivedList: boolean;
  onArchive: (ids: string[], archived: boolean) => void;
  onCopy: (entries: Assortment[]) => void;
  children?: ReactNode;
};

/** Above a list: its name and count, what to do with the selected rows, and the list's own controls. */
export const ListToolbar = ({
  label,
  count,
  selection,
  archivedList,
  onArchive,
  onCopy,
  children,
}: ListToolbarProps) => {
  const { t } = useTranslation();
  const none = selection.length === 0;
  const ids = selection.map((row) => row._id);
  return (
    <Stack direction="row" role="toolbar" aria-label={label} sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1 }} data-testid="list-count">
        {count === undefined ? '\u00a0' : t('assortmentManager.count', { count })}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={archivedList ? <UnarchiveIcon /> : <ArchiveIcon />}
        disabled={none}
        onClick={() => onArchive(ids, !archivedList)}
      >
        {t(archivedList ? 'assortmentManager.actions.unarchiveSelected' : 'assortmentManager.actions.archiveSelected', {
          count: selection.length,
        })}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        disabled={none}
        onClick={() => onCopy([...selection])}
      >
        {t('assortmentManager.actions.duplicateSelected', { count: selection.length })}
      </Button>
      {children}
    </Stack>
  );
};
