import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type LibraryHeaderProps = {
  title: string;
  /** Grid pages show their number of assets (blank until the first page tells it). */
  counted?: boolean;
  totalCount?: number;
  children?: ReactNode;
};

/** The title of a library screen, its asset count and its actions on the right. */
export const LibraryHeader = ({ title, counted = false, totalCount, children }: LibraryHeaderProps) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        data-testid={counted ? 'result-count' : undefined}
        sx={{ flex: 1 }}
      >
        {!counted || totalCount === undefined ? '\u00a0' : t('libraries.count', { count: totalCount })}
      </Typography>
      {children}
    </Stack>
  );
};
