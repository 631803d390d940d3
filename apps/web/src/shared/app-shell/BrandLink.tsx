import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PATH } from '../routing/default-path';

export const BrandLink = ({ inverted = false }: { inverted?: boolean }) => (
  <Link
    component={RouterLink}
    to={DEFAULT_PATH}
    underline="none"
    color="inherit"
    sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
  >
    <Box component="img" src="/favicon.svg" alt="" sx={{ width: 30, height: 30 }} />
    <Typography
      variant="h6"
      component="span"
      sx={{ fontWeight: 800, letterSpacing: 0.5, color: inverted ? 'primary.main' : 'inherit' }}
    >
      Stride
    </Typography>
  </Link>
);
