import { Alert, Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/** Season cards in a responsive grid, with the loading and empty states both seasons screens show. */
export const SeasonCardGrid = ({
  loading,
  emptyText,
  children,
}: {
  loading: boolean;
  emptyText: string;
  children: ReactNode[];
}) => {
  if (loading) return <CircularProgress sx={{ alignSelf: 'center', mt: 4 }} aria-label="loading" />;
  if (children.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        overflowY: 'auto',
        pb: 2,
      }}
    >
      {children}
    </Box>
  );
};
