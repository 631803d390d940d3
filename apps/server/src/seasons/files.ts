import {
  type CreateSeasonFileRequest,
  MAX_ASSORTMENT_FILE_SIZE,
  type SeasonFileKind,
  type UploadUsage,
  type User,
  uploadKeySegment,
} from '@stride/domain';
import { z } from 'zod';
import { invalidInput, notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { SNIFF_BYTES, sniffContentType } from '../uploads/content-sniffing.js';
import type { UploadTargets } from '../uploads/upload-targets.js';
import type { SeasonsRepository } from './repository.js';
import type { SeasonsService } from './service.js';
import type { SeasonRow } from './tables.js';

const SEASON_FILES_BUCKET = 'seasons';
/** Keys of season uploads: season-files/{seasonId}/{usage}/{uploadId}/{filename}. */
export const SEASON_FILES_KEY_PREFIX = 'season-files/';

const parseKey = (key: string) => {
  if (!key.startsWith(SEASON_FILES_KEY_PREFIX)) return null;
  const [seasonId, usage, uploadId, filename] = key.slice(SEASON_FILES_KEY_PREFIX.length).split('/');
  if (!z.uuid().safeParse(seasonId).success || !uploadId || !filename) return null;
  if (usage !== 'seasonCover' && usage !== 'assortmentLogo') return null;
  return { seasonId: seasonId as string, usage: usage as 'seasonCover' | 'assortmentLogo' };
};

export type RenderThumbnail = (
  storage: Storage,
  key: string,
  contentType: string,
) => Promise<{ thumbnailKey: string } | null>;

/**
 * A season's cover (upload usage seasonCover: a picture or a PDF, kept as sourceFile, its first
 * page rendered to previewJpg for the cards) and its customer logo, through the multipart upload
 * protocol. Only those who manage the season's channel may upload; a replaced file is deleted.
 */
export const createSeasonFiles = (deps: {
  storage: Storage;
  seasons: SeasonsRepository;
  service: SeasonsService;
  renderThumbnail: RenderThumbnail;
}) => {
  const { storage, seasons, service } = deps;

  const renderPreview = async (row: SeasonRow, key: string, contentType: string) => {
    const rendered = await deps.renderThumbnail(storage, key, contentType);
    const thumbnail = rendered && (await storage.get(rendered.thumbnailKey));
    if (!rendered || !thumbnail) return;
    await storage.put(row.previewJpg, thumbnail.stream);
    await storage.delete(rendered.thumbnailKey);
  };

  const targets: UploadTargets = {
    usageOf: async (key): Promise<UploadUsage> => parseKey(key)?.usage ?? 'seasonCover',

    authorize: async (user, bucket, key, fileSize) => {
      const parsed = parseKey(key);
      if (!parsed || bucket !== SEASON_FILES_BUCKET) throw notFound('Upload target');
      await service.manageable(user, parsed.seasonId);
      if (fileSize > MAX_ASSORTMENT_FILE_SIZE) throw invalidInput('fileSize', 'The file is too large (50 MB at most).');
    },

    completed: async (user, key, stored) => {
      const parsed = parseKey(key);
      if (!parsed) throw notFound('Upload target');
      const row = await service.manageable(user, parsed.seasonId);
      if (parsed.usage === 'seasonCover') {
        await renderPreview(row, key, stored.contentType);
        await seasons.update(row.id, { sourceFile: key });
        if (row.sourceFile && row.sourceFile !== key) await storage.delete(row.sourceFile);
      } else {
        await seasons.update(row.id, { customerLogo: key });
        if (row.customerLogo && row.customerLogo !== key) await storage.delete(row.customerLogo);
      }
    },
  };

  return {
    targets,

    /** POST /api/assortmentSeasons/{id}/files: where to upload the cover or logo (then the upload protocol). */
    announce: async (user: User, seasonId: string, request: CreateSeasonFileRequest) => {
      const row = await service.manageable(user, seasonId);
      const key = `${SEASON_FILES_KEY_PREFIX}${row.id}/${request.usageType}/${crypto.randomUUID()}/${uploadKeySegment(request.filename)}`;
      return { upload: { bucket: SEASON_FILES_BUCKET, key } };
    },

    /** A season's preview, cover or logo, for whoever may see the season. */
    content: async (user: User, seasonId: string, kind: SeasonFileKind) => {
      const row = await service.visible(user, seasonId);
      const key = { preview: row.sourceFile && row.previewJpg, cover: row.sourceFile, logo: row.customerLogo }[kind];
      const stored = key ? await storage.get(key) : null;
      if (!key || !stored) throw notFound('The file');
      const start = kind === 'preview' ? null : await storage.readStart(key, SNIFF_BYTES);
      const contentType = start ? ((await sniffContentType(start)) ?? 'application/octet-stream') : 'image/jpeg';
      return { ...stored, contentType, filename: key.slice(key.lastIndexOf('/') + 1) };
    },
  };
};
