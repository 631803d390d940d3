import { Chip, Stack } from '@mui/material';
import { type ConferenceSite, type ConferenceTab, conferenceTabPath } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The sub-tabs of a tab (category genders, the year's advertising tabs) as a row of chips. */
export const SectionTabs = ({
  site,
  tab,
  sections,
  current,
}: {
  site: ConferenceSite;
  tab: ConferenceTab;
  sections: readonly string[];
  current: string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }} role="tablist">
      {sections.map((section) => (
        <Chip
          key={section}
          role="tab"
          aria-selected={section === current}
          label={t(`conference.sections.${section}`)}
          component={RouterLink}
          to={conferenceTabPath(site, tab, section)}
          clickable
          color={section === current ? 'primary' : 'default'}
          variant={section === current ? 'filled' : 'outlined'}
          data-testid={`conference-section-${section}`}
        />
      ))}
    </Stack>
  );
};
