import type { AnnouncementCreate, AnnouncementPatch } from '@stride/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { announcements } from './tables.js';

/** The dashboard feed shows the newest announcements only. */
const FEED_LIMIT = 20;

type AnnouncementRow = typeof announcements.$inferSelect;

/** publishedAt marks when an announcement (last) went live, which orders the feed. */
const publishedAtFor = (published: boolean | undefined, wasPublished: boolean, now: Date) =>
  published && !wasPublished ? { publishedAt: now } : {};

export const createAnnouncementsRepository = (db: Database) => ({
  latest: (filter: { published?: boolean }) =>
    db
      .select()
      .from(announcements)
      .where(and(filter.published === undefined ? undefined : eq(announcements.published, filter.published)))
      .orderBy(desc(announcements.publishedAt), desc(announcements.createdAt))
      .limit(FEED_LIMIT),

  findById: async (id: string): Promise<AnnouncementRow | undefined> =>
    (await db.select().from(announcements).where(eq(announcements.id, id)).limit(1))[0],

  create: async (fields: AnnouncementCreate, now = new Date()): Promise<AnnouncementRow> =>
    (
      await db
        .insert(announcements)
        .values({ ...fields, link: fields.link ?? null, ...publishedAtFor(fields.published, false, now) })
        .returning()
    )[0]!,

  /** The changed row, or undefined when there is none with this id. */
  update: (id: string, patch: AnnouncementPatch, now = new Date()) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
      if (!current) return undefined;
      const [updated] = await tx
        .update(announcements)
        .set({ ...patch, ...publishedAtFor(patch.published, current.published, now) })
        .where(eq(announcements.id, id))
        .returning();
      return updated;
    }),

  /** false when there was none with this id. */
  remove: async (id: string) =>
    (await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id })).length === 1,
});

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
