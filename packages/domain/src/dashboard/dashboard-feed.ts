import { z } from 'zod';
import type { AccessRuleName } from '../access/rules.js';

/**
 * The dashboard's feed of what is new for the person (spec part 1 §2 Other "dashboard tiles and
 * feed"), besides the published announcements: each kind comes from one area, and is only sent
 * to those who may open the screen its card links to.
 */
const dashboardFeedKinds = ['seasonLive', 'conferenceSite', 'assortment', 'document', 'scheduledDocument'] as const;
export type DashboardFeedKind = (typeof dashboardFeedKinds)[number];

/** How many cards of each kind the feed shows at most, newest first. */
export const DASHBOARD_FEED_LIMITS: Record<DashboardFeedKind, number> = {
  seasonLive: 3,
  conferenceSite: 1,
  assortment: 4,
  document: 3,
  scheduledDocument: 3,
};

/** The route rule a card's target needs: the feed sends a card only when the person passes it. */
export const dashboardFeedAccess = {
  seasonLive: { Wholesale: 'keyInitiatives', Retail: 'retailAssortments' },
  conferenceSite: 'conferenceDashboard',
  assortment: 'viewAssortments',
  internalAssortment: 'internalAssortmentData',
  document: 'viewAssortments',
} as const satisfies Record<string, AccessRuleName | Record<string, AccessRuleName>>;

/** A visit begins when the feed is read this long after the last read: 'new' means since the visit before. */
export const DASHBOARD_VISIT_GAP_MS = 30 * 60_000;

const dashboardFeedItemSchema = z.object({
  kind: z.enum(dashboardFeedKinds),
  id: z.string(),
  /** A season's "Fall 2027", a site's or assortment's title, a document's name. */
  title: z.string(),
  /** A second line: the channel, an assortment's customer, a document's file type. */
  detail: z.string().nullable(),
  /** When it happened (went live, changed, was made); null for the current conference site. */
  date: z.string().nullable(),
  /** Changed since the person's previous visit. */
  isNew: z.boolean(),
  starred: z.boolean(),
  /** A path of this site the person may open. */
  link: z.string(),
});
export type DashboardFeedItem = z.infer<typeof dashboardFeedItemSchema>;

export const dashboardFeedSchema = z.object({
  /** The start of the person's previous visit (null on the first). */
  since: z.string().nullable(),
  items: z.array(dashboardFeedItemSchema),
});
export type DashboardFeed = z.infer<typeof dashboardFeedSchema>;

/**
 * The visit a feed read belongs to: the same visit when the last read is recent (its 'since'
 * stays), else a new one whose 'since' is the previous visit's last read.
 */
export const dashboardVisit = (
  stored: { lastSeenAt: Date; since: Date | null } | null,
  now: Date,
): { lastSeenAt: Date; since: Date | null } => {
  if (!stored) return { lastSeenAt: now, since: null };
  const sameVisit = now.getTime() - stored.lastSeenAt.getTime() < DASHBOARD_VISIT_GAP_MS;
  return { lastSeenAt: now, since: sameVisit ? stored.since : stored.lastSeenAt };
};

/** Whether something that happened at `date` is new for a person whose previous visit was `since`. */
export const isNewSince = (date: Date | null, since: Date | null): boolean =>
  date !== null && since !== null && date.getTime() > since.getTime();
