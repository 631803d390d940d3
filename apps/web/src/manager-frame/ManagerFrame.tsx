import AddIcon from '@mui/icons-material/Add';
import { Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagerControlBar, type ManagerTab } from './ManagerControlBar';

/** The manager's frame: title, New assortment, the control bar, then the current list. */
export const ManagerFrame = ({
  tab,
  onCreate,
  children,
}: {
  tab: ManagerTab;
  onCreate?: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('assortmentManager.title')}
        </Typography>
        {onCreate && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
            {t('assortmentManager.actions.newAssortment')}
          </Button>
        )}
      </Stack>
      <ManagerControlBar current={tab} />
      {children}
    </Container>
  );
};
