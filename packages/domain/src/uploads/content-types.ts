/**
 * Content types an upload may have, as sniffed from its first bytes (the name and the browser's
 * claim are not trusted). Illustrator files are PDF (or, when old, PostScript) inside.
 */
const uploadContentTypeGroups = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff'],
  /** Pictures every browser shows as they are (no TIFF). */
  webImage: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
  office: [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  archive: ['application/zip'],
  design: ['application/postscript', 'application/eps', 'image/vnd.adobe.photoshop'],
} as const;

type ContentTypeGroup = keyof typeof uploadContentTypeGroups;

/** What an upload is for (spec part 1 §3 "Upload usage types"). */
const uploadUsages = [
  'libraryAsset',
  'assortmentLogo',
  'displayGroup',
  'displayGroupSource',
  'product',
  'seasonCover',
  'conferencePicture',
] as const;
export type UploadUsage = (typeof uploadUsages)[number];

const groupsByUsage: Record<UploadUsage, readonly ContentTypeGroup[]> = {
  libraryAsset: ['image', 'pdf', 'video', 'office', 'archive', 'design'],
  assortmentLogo: ['image'],
  displayGroup: ['image'],
  /** The working file a display group's preview was made from (decision: the spec's "display group" usage, split by slot). */
  displayGroupSource: ['image', 'pdf', 'design'],
  product: ['image'],
  seasonCover: ['image', 'pdf'],
  conferencePicture: ['webImage'],
};

/** The content types an upload of this usage may have. */
export const allowedUploadContentTypes = (usage: UploadUsage): readonly string[] =>
  groupsByUsage[usage].flatMap((group) => uploadContentTypeGroups[group]);

export const isAllowedUploadContentType = (usage: UploadUsage, contentType: string): boolean =>
  allowedUploadContentTypes(usage).includes(contentType);

const groupNames: Record<ContentTypeGroup, string> = {
  image: 'images (JPEG, PNG, GIF, WebP, TIFF)',
  webImage: 'pictures (JPEG, PNG, GIF, WebP)',
  pdf: 'PDF',
  video: 'videos (MP4, QuickTime, WebM)',
  office: 'Excel, Word and PowerPoint documents',
  archive: 'ZIP archives',
  design: 'Illustrator, EPS and Photoshop files',
};

/** "images (JPEG, …), PDF and …": what to tell a user whose file was refused. */
export const describeAllowedUploads = (usage: UploadUsage): string => {
  const names = groupsByUsage[usage].map((group) => groupNames[group]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
};
