import { Box, Button, Stack, Typography } from '@mui/material';
import {
  type ConferenceAdTab,
  type ConferenceCategoryTab,
  type ConferenceSite,
  type ConferenceTab,
  conferenceSections,
  conferenceTabPath,
} from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AdsGallery } from '../components/AdsGallery';
import { CategoryProducts } from '../components/CategoryProducts';
import { ConferenceHero } from '../components/ConferenceHero';
import { ConferenceTabBar } from '../components/ConferenceTabBar';
import { SectionTabs } from '../components/SectionTabs';
import { SessionsAgenda } from '../components/SessionsAgenda';
import { ContentTab, LandingTab, LoadTab } from '../components/SiteLoad';

type TabProps = { site: ConferenceSite; tab: ConferenceTab };

/** A tab with sub-tabs: the chips, then the chosen (or first) one's content. */
const Sectioned = ({ site, tab }: TabProps) => {
  const { section } = useParams();
  const sections = conferenceSections(site, tab);
  const current = section && sections.includes(section) ? section : (sections[0] as string);
  return (
    <>
      <SectionTabs site={site} tab={tab} sections={sections} current={current} />
      {tab === 'categories' ? (
        <CategoryProducts site={site} tab={current as ConferenceCategoryTab} />
      ) : (
        <AdsGallery site={site} route={tab === 'ads' ? 'ads' : 'advertising'} tab={current as ConferenceAdTab} />
      )}
    </>
  );
};

/** The dashboard: the next sessions and the first advertising tab, each with a way to the whole tab. */
const Dashboard = ({ site }: { site: ConferenceSite }) => {
  const { t } = useTranslation();
  const [firstAdTab] = conferenceSections(site, 'ads') as ConferenceAdTab[];
  const part = (title: string, tab: ConferenceTab, children: React.ReactNode) => (
    <Box component="section">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Button component={RouterLink} to={conferenceTabPath(site, tab)}>
          {t('conference.seeAll')}
        </Button>
      </Stack>
      {children}
    </Box>
  );
  return (
    <Stack spacing={5}>
      {part(t('conference.nextSessions'), 'sessions', <SessionsAgenda site={site} limit={4} />)}
      {part(t('conference.adHighlights'), 'ads', <AdsGallery site={site} route="ads" tab={firstAdTab!} limit={4} />)}
    </Stack>
  );
};

const TabContent = ({ site, tab }: TabProps) => {
  const { t } = useTranslation();
  switch (tab) {
    case 'load':
      return <LoadTab site={site} />;
    case 'landing':
      return <LandingTab site={site} />;
    case 'dashboard':
      return <Dashboard site={site} />;
    case 'sessions':
      return <SessionsAgenda site={site} />;
    case 'categories':
    case 'ads':
    case 'advertising':
      return <Sectioned site={site} tab={tab} />;
    case 'welcome':
      return <ContentTab site={site} kind="welcome" heading={t('conference.welcomeHeading')} />;
    case 'marketing':
      return <ContentTab site={site} kind="marketing" heading={t('conference.tabs.marketing')} />;
    case 'catalogs':
    case 'dtc-catalog':
      return <ContentTab site={site} kind="catalog" heading={t(`conference.tabs.${tab}`)} />;
    case 'retail':
      return <ContentTab site={site} kind="retail" heading={t('conference.tabs.retail')} />;
  }
};

/** One tab of a conference microsite: the banner, the tab bar and the tab. */
export const ConferenceSitePage = ({ site, tab }: TabProps) => (
  <Box data-testid={`conference-${site}-${tab}`}>
    <ConferenceHero site={site} />
    <ConferenceTabBar site={site} tab={tab} />
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 } }}>
      <TabContent site={site} tab={tab} />
    </Box>
  </Box>
);
