import type { SeasonChannel } from '@stride/domain';
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { assortments } from '../assortments/tables.js';
import { assortmentDocuments } from '../documents/tables.js';
import type { Database } from '../platform/db/database.js';
import { seasons } from '../seasons/tables.js';
import { dashboardVisits } from './tables.js';

/** The reads the dashboard feed is assembled from, each already limited to what one person may see. */
export const createDashboardRepository = (db: Database) => ({
  visit: async (userId: string) =>
    (await db.select().from(dashboardVisits).where(eq(dashboardVisits.userId, userId)))[0],

  saveVisit: (userId: string, visit: { lastSeenAt: Date; since: Date | null }) =>
    db
      .insert(dashboardVisits)
      .values({ userId, ...visit })
      .onConflictDoUpdate({ target: dashboardVisits.userId, set: visit }),

  /** Live seasons of the channels, the most recently changed first. */
  liveSeasons: (channels: readonly SeasonChannel[], limit: number) =>
    channels.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(seasons)
          .where(and(eq(seasons.status, 'Live'), inArray(seasons.channel, [...channels])))
          .orderBy(desc(seasons.modifiedAt))
          .limit(limit),

  /** The person's own assortments (not folders, not archived): starred first, then the latest changed. */
  ownAssortments: (ownerId: string, orgTypes: readonly ('regular' | 'internal')[], limit: number) =>
    orgTypes.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: assortments.id,
            title: assortments.title,
            subTitle: assortments.subTitle,
            orgType: assortments.orgType,
            starred: assortments.starred,
            modifiedDate: assortments.modifiedDate,
          })
          .from(assortments)
          .where(
            and(
              eq(assortments.ownerId, ownerId),
              eq(assortments.type, 'item'),
              eq(assortments.archived, false),
              inArray(assortments.orgType, [...orgTypes]),
            ),
          )
          .orderBy(desc(assortments.starred), desc(assortments.modifiedDate))
          .limit(limit),

  /** The person's made documents still kept, newest first: those of a schedule's runs, or the others. */
  madeDocuments: (ownerId: string, scheduled: boolean, now: Date, limit: number) =>
    db
      .select({
        id: assortmentDocuments.id,
        displayName: assortmentDocuments.displayName,
        format: assortmentDocuments.format,
        finishedAt: assortmentDocuments.finishedAt,
        createdAt: assortmentDocuments.createdAt,
        scheduleId: assortmentDocuments.scheduleId,
      })
      .from(assortmentDocuments)
      .where(
        and(
          eq(assortmentDocuments.ownerId, ownerId),
          eq(assortmentDocuments.state, 'success'),
          gt(assortmentDocuments.expiresAt, now),
          scheduled ? isNotNull(assortmentDocuments.scheduleId) : isNull(assortmentDocuments.scheduleId),
        ),
      )
      .orderBy(desc(assortmentDocuments.createdAt))
      .limit(limit),
});

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
