import { z } from 'zod';
import { type ImageSize, imageSizeNames } from '../products/product-images.js';
import { uploadFilenameProblem } from '../uploads/upload-rules.js';

/**
 * Pictures and files an assortment carries (spec part 1 §3 Upload usage types, §5 Upload rules):
 * its logo, a line's own picture, and a display group's preview image and source file. Each is
 * uploaded through the multipart protocol to a key the server hands out, then attached.
 */
const assortmentFileUsages = ['assortmentLogo', 'product', 'displayGroup', 'displayGroupSource'] as const;
export type AssortmentFileUsage = (typeof assortmentFileUsages)[number];

/** Pictures are small next to library files: 50 MB is a print-quality TIFF with room to spare. */
export const MAX_ASSORTMENT_FILE_SIZE = 52_428_800;

/** POST /api/assortments/{id}/files: announces a file; the answer says where to upload it. */
export const createAssortmentFileRequestSchema = z.object({
  usageType: z.enum(assortmentFileUsages),
  /**
   * What the file attaches to (spec: required for logo and product uploads): the assortment's id
   * for its logo, a style-colour id for a line, a display group's title for its content.
   */
  attachTo: z.string().trim().min(1).max(200),
  filename: z
    .string()
    .max(300)
    .superRefine((name, context) => {
      const problem = uploadFilenameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  fileSize: z
    .number()
    .int()
    .min(1, 'The file is empty.')
    .max(MAX_ASSORTMENT_FILE_SIZE, 'The file is larger than 50 MB.'),
});
export type CreateAssortmentFileRequest = z.infer<typeof createAssortmentFileRequestSchema>;

const assortmentFileSchema = z.object({
  id: z.uuid(),
  usageType: z.enum(assortmentFileUsages),
  attachTo: z.string(),
  filename: z.string(),
  /** Where the file is read (and what the assortment's field holds once it is attached). */
  url: z.string(),
});
export type AssortmentFile = z.infer<typeof assortmentFileSchema>;

export const createAssortmentFileAnswerSchema = z.object({
  file: assortmentFileSchema,
  upload: z.object({ bucket: z.string(), key: z.string() }),
});

const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const fileUrlPattern = new RegExp(`^/api/assortments/${uuidPattern}/files/${uuidPattern}$`);

/** The address a file of an assortment is read from. */
export const assortmentFileUrl = (assortmentId: string, fileId: string) =>
  `/api/assortments/${assortmentId}/files/${fileId}`;

/**
 * A picture file of an assortment fitted in a product picture size (JPEG on white), as the
 * showroom shows a line's own picture beside the catalogue's: small, medium or large.
 */
export const assortmentPictureAt = (fileUrl: string, size: ImageSize) => `${fileUrl}?size=${size}`;

/** GET /api/assortments/{id}/files/{fileId}'s query: download=1 for an attachment; size for a fitted picture. */
export const assortmentFileQuerySchema = z.object({
  download: z.enum(['0', '1']).optional(),
  size: z.enum(imageSizeNames).optional(),
});

/** True for an address made by assortmentFileUrl: the only kind of picture a line or group may name. */
export const isAssortmentFileUrl = (value: string): boolean => fileUrlPattern.test(value);

/**
 * A logo, picture or file field: an assortment file's address or nothing. Anything else (a
 * `javascript:` link, another site's image) is refused, as these end up in hrefs and documents.
 */
export const assortmentFileUrlSchema = z
  .string()
  .max(500)
  .refine(isAssortmentFileUrl, 'Only a file uploaded to the assortment can be set here.')
  .nullable();
