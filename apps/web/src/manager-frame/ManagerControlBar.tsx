import { Tab, Tabs, type TabsActions } from '@mui/material';
import { type AssortmentListView, accessRules, checkAccess, RECENT_LIST_LIMIT } from '@stride/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DOCUMENTS_PATH,
  managerListPath,
  REPORTING_PATH,
  SCHEDULED_PATH,
  SEASONS_MANAGE_PATH,
} from '../shared/routing/assortment-paths';
import { useCurrentUser } from '../shared/session/session-store';
import { useAssortmentCount } from './use-assortment-count';

export type ManagerTab = AssortmentListView | 'scheduled' | 'documents' | 'reporting' | 'seasons';

/** The control bar (spec part 1 §2): the manager's lists with how many each holds, and reporting for managers. */
export const ManagerControlBar = ({ current }: { current: ManagerTab }) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canReport = user !== null && checkAccess(user, accessRules.manageAssortmentReporting);
  const canManageSeasons = user !== null && checkAccess(user, accessRules.manageSeasons);
  const all = useAssortmentCount('all').data;
  const starred = useAssortmentCount('starred').data;
  const archived = useAssortmentCount('archived').data;
  const counts: Partial<Record<AssortmentListView, number>> = {
    all,
    recent: all === undefined ? undefined : Math.min(all, RECENT_LIST_LIMIT),
    starred,
    archived,
  };
  const label = (view: AssortmentListView) => {
    const name = t(`assortmentManager.views.${view}`);
    const count = counts[view];
    return count === undefined ? name : `${name} (${count})`;
  };
  const views: AssortmentListView[] = ['quick-access', 'all', 'recent', 'starred', 'archived'];
  // The counts arrive after the first paint and widen their tabs: the indicator follows.
  const tabs = useRef<TabsActions>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts change the tabs' widths, which the effect measures
  useEffect(() => {
    tabs.current?.updateIndicator();
  }, [all, starred, archived]);
  return (
    <Tabs
      action={tabs}
      value={current}
      aria-label={t('assortmentManager.views.label')}
      variant="scrollable"
      scrollButtons="auto"
    >
      {views.map((view) => (
        <Tab key={view} value={view} label={label(view)} component={RouterLink} to={managerListPath(view)} />
      ))}
      <Tab
        value="scheduled"
        label={t('assortmentManager.views.scheduled')}
        component={RouterLink}
        to={SCHEDULED_PATH}
      />
      <Tab
        value="documents"
        label={t('assortmentManager.views.documents')}
        component={RouterLink}
        to={DOCUMENTS_PATH}
      />
      {canReport && (
        <Tab
          value="reporting"
          label={t('assortmentManager.views.reporting')}
          component={RouterLink}
          to={REPORTING_PATH}
        />
      )}
      {canManageSeasons && (
        <Tab value="seasons" label={t('seasons.manager.tab')} component={RouterLink} to={SEASONS_MANAGE_PATH} />
      )}
    </Tabs>
  );
};
