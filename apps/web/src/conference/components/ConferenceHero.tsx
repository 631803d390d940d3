import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import {
  CONFERENCE_BASE_PATH,
  type ConferenceSite,
  CURRENT_CONFERENCE_SITE,
  conferenceSiteDefinitions,
  conferenceSites,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const seasonColours = {
  Spring: 'linear-gradient(120deg, #0f5f4f 0%, #1f8a70 55%, #7cc6a4 100%)',
  Fall: 'linear-gradient(120deg, #5b1a2b 0%, #a0412d 55%, #e09f3e 100%)',
} as const;

/** The microsite's banner: its season and year, and a way to the other conferences. */
export const ConferenceHero = ({ site }: { site: ConferenceSite }) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { season, year } = conferenceSiteDefinitions[site];
  const siteLabel = (other: ConferenceSite) => {
    const definition = conferenceSiteDefinitions[other];
    return t('conference.siteLabel', { season: t(`conference.seasons.${definition.season}`), year: definition.year });
  };
  return (
    <Box
      component="header"
      sx={{
        background: seasonColours[season],
        color: 'common.white',
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 5 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box>
        <Typography variant="overline" sx={{ letterSpacing: 3, opacity: 0.85 }}>
          {t('conference.heroKicker')}
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          {siteLabel(site)}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>
          {site === CURRENT_CONFERENCE_SITE ? t('conference.heroCurrent') : t('conference.heroArchive', { year })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SwapHorizIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {t('conference.otherSites')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {conferenceSites.map((other) => (
          <MenuItem
            key={other}
            component={RouterLink}
            to={`${CONFERENCE_BASE_PATH}/${other}`}
            selected={other === site}
            onClick={() => setAnchor(null)}
          >
            {siteLabel(other)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
};
