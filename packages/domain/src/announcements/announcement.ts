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

const title = z.string().trim().min(1).max(200);
const body = z.string().trim().max(20_000);
/** A link of this site (`/…`) or a web address; nothing a browser would run. */
const link = z
  .string()
  .trim()
  .max(2_000)
  .regex(/^(\/(?![/\\])|https?:\/\/)\S*$/, 'A web address (https://…) or a path of this site')
  .nullable();

export const announcementCreateSchema = z.object({
  title,
  body,
  link: link.optional(),
  published: z.boolean().default(false),
});
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;

export const announcementPatchSchema = z
  .object({ title, body, link, published: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type AnnouncementPatch = z.infer<typeof announcementPatchSchema>;

export const announcementIdSchema = z.object({ _id: z.uuid() });

export const announcementPdfRequestSchema = z.object({
  _id: z.uuid(),
  /** The page's language; Accept-Language when absent. */
  language: z.string().max(10).optional(),
});
