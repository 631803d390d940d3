import {
  accessRules,
  CONFERENCE_BASE_PATH,
  CURRENT_CONFERENCE_SITE,
  checkAccess,
  conferenceSiteDefinitions,
  DASHBOARD_FEED_LIMITS,
  type DashboardFeed,
  type DashboardFeedItem,
  dashboardFeedAccess,
  dashboardVisit,
  isNewSince,
  seasonChannels,
  seasonTitle,
  type User,
} from '@stride/domain';
import type { DashboardRepository } from './repository.js';

const seasonsPage = {
  Wholesale: '/product/libraries/internal/seasons-wholesale',
  Retail: '/product/libraries/internal/seasons-retail',
};
const assortmentGrid = (id: string, orgType: 'regular' | 'internal') =>
  orgType === 'internal'
    ? `/product/assortments/internal/${id}/manage`
    : `/product/assortments/assortment/${id}/manage`;

/**
 * The dashboard feed (docs/decisions/foundation.md, "Dashboard feed"): Live seasons, the current conference
 * site, the person's assortments and documents, each card only for those who may open its link
 * (the route table's rule, checked here with the person's permissions), newest first within each
 * kind, a few each. Reading it records the visit; 'new' is against the visit before.
 */
export const createDashboardService = (deps: { repository: DashboardRepository; bypassPermissions: boolean }) => {
  const { repository } = deps;
  const may = (user: User, rule: keyof typeof accessRules) =>
    checkAccess(user, accessRules[rule], { bypassPermissions: deps.bypassPermissions });

  return {
    feed: async (user: User, now = new Date()): Promise<DashboardFeed> => {
      const visit = dashboardVisit((await repository.visit(user._id)) ?? null, now);
      await repository.saveVisit(user._id, visit);
      const card = (
        item: Omit<DashboardFeedItem, 'isNew' | 'starred' | 'date'> & { starred?: boolean },
        at: Date | null,
      ): DashboardFeedItem => ({
        starred: false,
        ...item,
        date: at?.toISOString() ?? null,
        isNew: isNewSince(at, visit.since),
      });

      const channels = seasonChannels.filter((channel) => may(user, dashboardFeedAccess.seasonLive[channel]));
      const seasonCards = (await repository.liveSeasons(channels, DASHBOARD_FEED_LIMITS.seasonLive)).map((season) =>
        card(
          {
            kind: 'seasonLive',
            id: season.id,
            title: seasonTitle(season),
            detail: season.channel,
            link: seasonsPage[season.channel],
          },
          season.modifiedAt,
        ),
      );

      const site = conferenceSiteDefinitions[CURRENT_CONFERENCE_SITE];
      const conferenceCards = may(user, dashboardFeedAccess.conferenceSite)
        ? [
            card(
              {
                kind: 'conferenceSite',
                id: site.site,
                title: seasonTitle(site),
                detail: null,
                link: `${CONFERENCE_BASE_PATH}/${site.site}`,
              },
              null,
            ),
          ]
        : [];

      const orgTypes = [
        ...(may(user, dashboardFeedAccess.assortment) ? (['regular'] as const) : []),
        ...(may(user, dashboardFeedAccess.internalAssortment) ? (['internal'] as const) : []),
      ];
      const assortmentCards = (
        await repository.ownAssortments(user._id, orgTypes, DASHBOARD_FEED_LIMITS.assortment)
      ).map((row) =>
        card(
          {
            kind: 'assortment',
            id: row.id,
            title: row.title,
            detail: row.subTitle,
            starred: row.starred,
            link: assortmentGrid(row.id, row.orgType),
          },
          row.modifiedDate,
        ),
      );

      const documentCards = may(user, dashboardFeedAccess.document)
        ? (
            await Promise.all(
              ([false, true] as const).map((scheduled) =>
                repository.madeDocuments(
                  user._id,
                  scheduled,
                  now,
                  DASHBOARD_FEED_LIMITS[scheduled ? 'scheduledDocument' : 'document'],
                ),
              ),
            )
          )
            .flat()
            .map((row) =>
              card(
                {
                  kind: row.scheduleId ? 'scheduledDocument' : 'document',
                  id: row.id,
                  title: row.displayName,
                  detail: row.format.toUpperCase(),
                  link: row.scheduleId ? '/product/assortments/scheduled' : '/product/assortments/documents',
                },
                row.finishedAt ?? row.createdAt,
              ),
            )
        : [];

      return {
        since: visit.since?.toISOString() ?? null,
        items: [...seasonCards, ...conferenceCards, ...assortmentCards, ...documentCards],
      };
    },
  };
};

export type DashboardService = ReturnType<typeof createDashboardService>;
