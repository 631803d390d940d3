import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { colorCodeSchema, styleSchema } from '../products/style-color-id.js';

/**
 * Download packages (spec part 2 §7.11): what the browser's hidden form posts in its `data`
 * field, and what a mailed package stores. A package is a zip built on the fly.
 */

/** A stored library file; s3Type is passed to the asset library, which knows what it means. */
const packageS3FileSchema = z.object({
  type: z.literal('s3'),
  key: z.string().min(1).max(512),
  bucket: z.string().max(100).default(''),
  s3Type: z.string().max(40).optional(),
});
export type PackageS3File = z.infer<typeof packageS3FileSchema>;

/** A product's photos: the hero view only or all views, small or large. */
const packagePhotoFileSchema = z.object({
  type: z.literal('photo'),
  style: styleSchema,
  color: colorCodeSchema,
  small: z.boolean().default(false),
  heroOnly: z.boolean().default(false),
  productType: z.enum(productTypes),
});

const packageFileSchema = z.discriminatedUnion('type', [packageS3FileSchema, packagePhotoFileSchema]);

/** How photos of spreadsheet rows, divisions and assortments are packed. */
const packageSettingsSchema = z.object({
  heroOnly: z.boolean().default(false),
  small: z.boolean().default(false),
});
export type PackageSettings = z.infer<typeof packageSettingsSchema>;

const packageRowSchema = z.object({ style: styleSchema, color: colorCodeSchema });

const text = z.string().trim().max(100);
const assortmentsQuerySchema = z.object({
  orgType: text.optional(),
  channel: text.optional(),
  season: text.optional(),
  year: z.union([text, z.number().int()]).optional(),
  region: text.optional(),
  state: text.optional(),
  $or: z
    .array(z.object({ title: text.optional(), gender: text.optional() }))
    .max(100)
    .optional(),
});

/** The zip's name as the user chose it; made safe and given `.zip` by packageFilename. */
const filename = z.string().trim().min(1).max(200);

/** Most files one package may hold; far above any library selection, below a runaway request. */
const PACKAGE_MAX_FILES = 10_000;
/** Spreadsheet rows, as many as a product search answers. */
export const PACKAGE_MAX_ROWS = 1_000;

export const filesPackageSchema = z.object({
  filename,
  files: z.array(packageFileSchema).min(1).max(PACKAGE_MAX_FILES),
});
export const spreadsheetPackageSchema = z.object({
  filename,
  rows: z.array(packageRowSchema).min(1).max(PACKAGE_MAX_ROWS),
  settings: packageSettingsSchema.default({ heroOnly: false, small: false }),
});
export const divisionPackageSchema = z.object({
  filename,
  division: z.string().trim().min(1).max(100),
  settings: packageSettingsSchema.default({ heroOnly: false, small: false }),
});
export const assortmentPackageSchema = z.object({
  filename,
  assortmentsQuery: assortmentsQuerySchema,
  settings: packageSettingsSchema.default({ heroOnly: false, small: false }),
});
export type FilesPackage = z.infer<typeof filesPackageSchema>;
type SpreadsheetPackage = z.infer<typeof spreadsheetPackageSchema>;
type DivisionPackage = z.infer<typeof divisionPackageSchema>;
type AssortmentPackage = z.infer<typeof assortmentPackageSchema>;
export type AssortmentsQuery = z.infer<typeof assortmentsQuerySchema>;

/** The package kinds a mailed link can stand for (part 2 §7.11 mails no assortment package). */
const mailedPackageKinds = ['files', 'spreadsheet', 'division'] as const;
export type MailedPackageKind = (typeof mailedPackageKinds)[number];

export type PackageRequest =
  | { kind: 'files'; data: FilesPackage }
  | { kind: 'spreadsheet'; data: SpreadsheetPackage }
  | { kind: 'division'; data: DivisionPackage }
  | { kind: 'assortment'; data: AssortmentPackage };
/** A package a mailed link may stand for. */
export type MailedPackageRequest = Extract<PackageRequest, { kind: MailedPackageKind }>;

/** The hidden form's fields: `data` is the package as JSON, `downloadId` names the queue entry. */
export const packageFormSchema = z.object({
  data: z.string().min(2).max(1_000_000),
  downloadId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** Mailed links work this long. */
export const MAILED_PACKAGE_TTL_DAYS = 7;
export const MAILED_PACKAGE_TTL_MS = MAILED_PACKAGE_TTL_DAYS * 24 * 60 * 60 * 1000;
export const MAIL_MAX_RECIPIENTS = 20;

/** One recipient's address, as people type it (spaces and capitals are dropped). */
export const mailRecipientSchema = z.string().trim().toLowerCase().email().max(254);
const mailFields = {
  to: z.array(mailRecipientSchema).min(1).max(MAIL_MAX_RECIPIENTS),
  message: z.string().trim().max(2_000).optional(),
};
export const mailFilesPackageSchema = z.object({ ...mailFields, data: filesPackageSchema });
export const mailSpreadsheetPackageSchema = z.object({ ...mailFields, data: spreadsheetPackageSchema });
export const mailDivisionPackageSchema = z.object({ ...mailFields, data: divisionPackageSchema });

/** A link to a screen of the app: a path of ours, never another site (`//host`, `/\host`). */
export const appPathSchema = z
  .string()
  .max(2_000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'A path of this site, starting with one /');
export const mailAppLinkSchema = z.object({ ...mailFields, path: appPathSchema });
export type MailAppLink = z.infer<typeof mailAppLinkSchema>;
