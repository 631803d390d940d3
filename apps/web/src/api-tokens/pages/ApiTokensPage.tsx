import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiTokenTable } from '../components/ApiTokenTable';
import { NewApiTokenDialog } from '../components/NewApiTokenDialog';

/** The person's API tokens (user menu → API tokens): what other systems call the API with in their name. */
const ApiTokensPage = () => {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 3 }} spacing={2}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('apiTokens.title')}
          </Typography>
          <Typography color="text.secondary">{t('apiTokens.subtitle')}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {t('apiTokens.howToCall')} <code>Authorization: Bearer stride_pat_…</code>
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('apiTokens.new')}
        </Button>
      </Stack>
      <ApiTokenTable owner={{ kind: 'mine' }} />
      <NewApiTokenDialog open={creating} onClose={() => setCreating(false)} />
    </Container>
  );
};

export default ApiTokensPage;
