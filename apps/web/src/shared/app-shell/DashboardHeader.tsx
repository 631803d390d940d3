import { Box, Stack } from '@mui/material';
import { BrandLink } from './BrandLink';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

/** The headless dashboard has no app bar, only this light header. */
export const DashboardHeader = () => (
  <Stack direction="row" sx={{ alignItems: 'center', px: { xs: 2, md: 5 }, py: 2, color: 'primary.main' }}>
    <BrandLink inverted />
    <Box sx={{ flexGrow: 1 }} />
    <LanguageMenu color="primary" />
    <UserMenu color="primary" />
  </Stack>
);
