import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import {
  type ConferenceItemKind,
  type ConferenceSite,
  type ConferenceSiteContent,
  conferenceTabPath,
} from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { isConferenceLoaded, useConferenceContent } from '../api';
import { useConferenceTabs } from './ConferenceTabBar';
import { ItemCards } from './ItemCards';

/** The load page: fetches the site's data, then goes on to its landing. */
export const LoadTab = ({ site }: { site: ConferenceSite }) => {
  const { t } = useTranslation();
  const content = useConferenceContent(site);
  if (content.isSuccess) return <Navigate to={conferenceTabPath(site, 'landing')} replace />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }} data-testid="conference-loading">
      {content.isError ? (
        <>
          <Alert severity="error">{t('conference.loadFailed')}</Alert>
          <Button variant="contained" onClick={() => content.refetch()}>
            {t('conference.retry')}
          </Button>
        </>
      ) : (
        <>
          <CircularProgress />
          <Typography color="text.secondary">{t('conference.loading')}</Typography>
        </>
      )}
    </Stack>
  );
};

/** The landing of a loaded site; without its data it sends to load first (spec part 1 §2). */
export const LandingTab = ({ site }: { site: ConferenceSite }) => {
  const { t } = useTranslation();
  const loaded = isConferenceLoaded(useQueryClient(), site);
  const content = useConferenceContent(site);
  const tabs = useConferenceTabs(site).filter((tab) => tab !== 'landing');
  if (!loaded) return <Navigate to={conferenceTabPath(site, 'load')} replace />;
  return (
    <Stack spacing={4}>
      {content.data && (
        <ItemCards site={site} kind="welcome" items={content.data.welcome} heading={t('conference.welcomeHeading')} />
      )}
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('conference.explore')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {tabs.map((tab) => (
            <Button key={tab} variant="contained" component={RouterLink} to={conferenceTabPath(site, tab)}>
              {t(`conference.tabs.${tab}`)}
            </Button>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
};

const contentOf: Record<Exclude<ConferenceItemKind, 'session'>, keyof Omit<ConferenceSiteContent, 'site'>> = {
  welcome: 'welcome',
  marketing: 'marketing',
  catalog: 'catalogs',
  retail: 'retail',
};

/** A page of written items: welcome, marketing, catalogs or retail openings. */
export const ContentTab = ({
  site,
  kind,
  heading,
}: {
  site: ConferenceSite;
  kind: Exclude<ConferenceItemKind, 'session'>;
  heading: string;
}) => {
  const { t } = useTranslation();
  const content = useConferenceContent(site);
  if (content.isPending) return <Skeleton variant="rounded" height={240} />;
  if (content.isError) return <Alert severity="error">{t('conference.loadFailed')}</Alert>;
  return <ItemCards site={site} kind={kind} items={content.data[contentOf[kind]]} heading={heading} />;
};
