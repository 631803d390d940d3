import { Box, CircularProgress } from '@mui/material';

/** A page still loading: its code, the session check, or what it waits for before it can show. */
export const PageSpinner = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);
