import { Box, Button, Typography } from '@mui/material';
import type { LibraryArea } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dividerPath, type LibraryChannel, type LibraryQuery } from '../library-paths';
import type { PlanGroups } from '../use-library-plans';
import { LineTile } from './LineTile';

/** The anchor of a group on the browse tab (its table of contents scrolls to it). */
export const groupAnchor = (planId: string, group: string) => `group-${planId}-${group}`;

/** A plan's lines by pillar: a heading per group (opening its divider), then its tiles. */
export const PlanGroupsView = ({
  planGroups,
  channel,
  area,
  query,
  showRegion,
}: {
  planGroups: PlanGroups;
  channel: LibraryChannel;
  area: LibraryArea;
  query: LibraryQuery;
  showRegion: boolean;
}) => {
  const { t } = useTranslation();
  const { plan, groups } = planGroups;
  return (
    <Box component="section" aria-label={`${plan.title} ${plan.region}`}>
      {showRegion && (
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          {t(`assortmentManager.regions.${plan.region}`)}
        </Typography>
      )}
      {groups.map((group) => (
        <Box key={group.title} id={groupAnchor(plan._id, group.title)} sx={{ scrollMarginTop: 8, mb: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, py: 1 }}>
            <Typography variant="h6" component="h3">
              {group.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('internalLibrary.lines', { count: group.lines.length })}
            </Typography>
            <Button size="small" component={RouterLink} to={dividerPath(group.title, channel, area, query)}>
              {t('internalLibrary.openDivider')}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
            {group.lines.map((line) => (
              <LineTile key={line.id} line={line} region={plan.region} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
