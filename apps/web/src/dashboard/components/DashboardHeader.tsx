import { Box, Stack } from '@mui/material';
import { BrandLink } from '../../shared/app-shell/BrandLink';
import { LanguageMenu } from '../../shared/app-shell/LanguageMenu';
import { UserMenu } from '../../shared/app-shell/UserMenu';

/** The headless dashboard has no app bar, only this light header. */
export const DashboardHeader = () => (
  <Stack direction="row" sx={{ alignItems: 'center', px: { xs: 2, md: 5 }, py: 2, color: 'primary.main' }}>
    <BrandLink inverted />
    <Box sx={{ flexGrow: 1 }} />
    <LanguageMenu color="primary" />
    <UserMenu color="primary" />
  </Stack>
);
