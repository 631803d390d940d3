import { Box, Tab, Tabs } from '@mui/material';
import {
  type AccessRuleName,
  type ConferenceSite,
  type ConferenceTab,
  conferenceSiteDefinitions,
  conferenceTabAccess,
  conferenceTabInBar,
  conferenceTabPath,
} from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canOpen } from '../../shared/routing/use-allowed-routes';
import { useCurrentUser } from '../../shared/session/session-store';

/** The site's tabs, in its order; dashboard parts only for holders of a conference-access flag. */
export const useConferenceTabs = (site: ConferenceSite) => {
  const user = useCurrentUser();
  return conferenceSiteDefinitions[site].tabs.filter(
    (tab) => conferenceTabInBar(tab) && canOpen({ access: conferenceTabAccess(tab) as AccessRuleName }, user),
  );
};

export const ConferenceTabBar = ({ site, tab }: { site: ConferenceSite; tab: ConferenceTab }) => {
  const { t } = useTranslation();
  const tabs = useConferenceTabs(site);
  return (
    <Box
      component="nav"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 1, md: 3 } }}
    >
      <Tabs
        value={tabs.includes(tab) ? tab : false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('conference.tabsLabel')}
      >
        {tabs.map((shown) => (
          <Tab
            key={shown}
            value={shown}
            label={t(`conference.tabs.${shown}`)}
            component={RouterLink}
            to={conferenceTabPath(site, shown)}
            data-testid={`conference-tab-${shown}`}
          />
        ))}
      </Tabs>
    </Box>
  );
};
