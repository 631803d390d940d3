import { LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGridTranslation } from './grid-language';

/** How long new rows may take before the bar shows: quicker answers change the rows without a flash. */
const BUSY_BAR_DELAY_MS = 300;

/**
 * A thin bar across the top of a grid while its next rows are on their way. It shows only after a
 * moment: an indeterminate bar animates on every frame, which on a slow machine would slow the
 * very answer it waits for.
 */
export const BusyBar = () => {
  const { t } = useGridTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), BUSY_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <LinearProgress
      aria-label={t('grid.loading')}
      sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2, zIndex: 2 }}
    />
  ) : null;
};
