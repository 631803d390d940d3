import { z } from 'zod';

/** An announcement ("chart") shown in the dashboard feed. */
export const announcementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuerySchema = z.object({
  published: z.enum(['true', 'false']).optional(),
});
