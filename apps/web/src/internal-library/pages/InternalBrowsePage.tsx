import { Alert, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type LibraryArea, libraryAreas } from '@stride/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { groupAnchor, PlanGroupsView } from '../components/PlanGroupsView';
import { type ContentsEntry, TableOfContents } from '../components/TableOfContents';
import { browsePath, internalLibraryRedirectPath, type LibraryChannel, landingPath } from '../library-paths';
import { useLibraryPlans, useLibraryQuery } from '../use-library-plans';

/**
 * /product/libraries/internal/{international|domestic}-{wholesale|retail} (spec part 1 §2): one
 * plan of a season (title and gender from the address) in the tab's regions, its lines by pillar
 * with a table of contents.
 */
const InternalBrowsePage = ({ channel, area }: { channel: LibraryChannel; area: LibraryArea }) => {
  const { t } = useTranslation();
  const query = useLibraryQuery();
  const { groups, loading, failed, discovered } = useLibraryPlans(channel, area, query);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const entries: ContentsEntry[] = useMemo(
    () =>
      groups.flatMap(({ plan, groups: lineGroups }) =>
        lineGroups.map((group) => ({
          id: groupAnchor(plan._id, group.title),
          title: groups.length > 1 ? `${group.title} · ${t(`assortmentManager.regions.${plan.region}`)}` : group.title,
          count: group.lines.length,
        })),
      ),
    [groups, t],
  );
  const redirect = internalLibraryRedirectPath('browse', channel, query);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Stack sx={{ height: 'calc(100vh - 64px)' }}>
      <Box sx={{ px: 3, pt: 2 }}>
        <Typography variant="overline" color="text.secondary" component={RouterLink} to={landingPath(channel, query)}>
          {`${t(`internalLibrary.channels.${channel}`)} · ${t(`assortmentManager.seasons.${query.season}`)} ${query.year}`}
        </Typography>
        <Typography variant="h4" component="h1">
          {[query.title, query.gender].filter(Boolean).join(' · ')}
        </Typography>
        <Tabs value={area} aria-label={t('internalLibrary.areas.label')}>
          {libraryAreas.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`internalLibrary.areas.${tab}`)}
              component={RouterLink}
              to={browsePath(tab, channel, query)}
            />
          ))}
        </Tabs>
      </Box>
      <Stack direction="row" sx={{ flex: 1, minHeight: 0 }}>
        {entries.length > 0 && <TableOfContents entries={entries} scroller={scroller} />}
        <Box ref={setScroller} sx={{ flex: 1, overflowY: 'auto', px: 3, pb: 3 }}>
          {loading && <CircularProgress aria-label={t('grid.loading')} sx={{ mt: 4 }} />}
          {failed && <Alert severity="error">{t('internalLibrary.loadFailed')}</Alert>}
          {discovered && !loading && groups.length === 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('internalLibrary.notInArea')}
            </Alert>
          )}
          {groups.map((planGroups) => (
            <PlanGroupsView
              key={planGroups.plan._id}
              planGroups={planGroups}
              channel={channel}
              area={area}
              query={query}
              showRegion={groups.length > 1}
            />
          ))}
        </Box>
      </Stack>
    </Stack>
  );
};

export default InternalBrowsePage;
