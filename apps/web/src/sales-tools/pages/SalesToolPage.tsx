import { Container, Typography } from '@mui/material';
import type { SalesTool } from '@stride/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/routing/PageSpinner';
import { useCurrentUser } from '../../shared/session/session-store';
import { useSalesToolLinks } from '../api';

/** A Sales tool's own path (a bookmark, a shared link): forwards to where the tool lives. */
export const SalesToolPage = ({ tool }: { tool: SalesTool }) => {
  const { t } = useTranslation();
  const links = useSalesToolLinks(useCurrentUser() !== null);
  const url = links.data?.find((link) => link.tool === tool)?.url;
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  if (links.isPending || url) return <PageSpinner />;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(`salesTools.${tool}.title`)}
      </Typography>
      <Typography color="text.secondary">{t('salesTools.notConfigured')}</Typography>
    </Container>
  );
};
