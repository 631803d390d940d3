import {
  accessRules,
  CONFERENCE_PICTURE_MAX_SIZE,
  type ConferencePictureRequest,
  type ConferenceSite,
  checkAccess,
  conferenceSiteSchema,
  type User,
  uploadKeySegment,
} from '@stride/domain';
import { z } from 'zod';
import { forbidden, invalidInput, notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { SNIFF_BYTES, sniffContentType } from '../uploads/content-sniffing.js';
import type { UploadTargets } from '../uploads/upload-targets.js';

const CONFERENCE_PICTURES_BUCKET = 'conference';
/** Keys of item pictures: conference-pictures/{site}/{userId}/{uploadId}/{filename}. */
export const CONFERENCE_PICTURES_KEY_PREFIX = 'conference-pictures/';

const parseKey = (key: string) => {
  if (!key.startsWith(CONFERENCE_PICTURES_KEY_PREFIX)) return null;
  const [site, userId, uploadId, filename, ...rest] = key.slice(CONFERENCE_PICTURES_KEY_PREFIX.length).split('/');
  const parsedSite = conferenceSiteSchema.safeParse(site);
  if (!parsedSite.success || !userId || !z.uuid().safeParse(uploadId).success || !filename || rest.length > 0) {
    return null;
  }
  return { site: parsedSite.data, userId };
};

const tooLarge = () =>
  invalidInput('fileSize', 'The picture is too large (10 MB at most).', { limit: CONFERENCE_PICTURE_MAX_SIZE });

/**
 * Pictures of conference items, through the multipart upload protocol. An editor uploads before
 * the item is saved (a new item has no id yet), so the upload lands under the editor's own key
 * for the site and the item takes it when it is saved with it; the item deletes the picture it
 * lets go (replaced, removed, or the item deleted).
 */
export const createConferencePictures = (deps: { storage: Storage; bypassPermissions: boolean }) => {
  const { storage } = deps;
  const mayUpload = (user: User) =>
    checkAccess(user, accessRules.manageConference, { bypassPermissions: deps.bypassPermissions });

  const targets: UploadTargets = {
    usageOf: async () => 'conferencePicture',

    authorize: async (user, bucket, key, fileSize) => {
      const parsed = parseKey(key);
      if (!parsed || bucket !== CONFERENCE_PICTURES_BUCKET) throw notFound('Upload target');
      if (parsed.userId !== user._id || !mayUpload(user)) throw forbidden();
      if (fileSize > CONFERENCE_PICTURE_MAX_SIZE) throw tooLarge();
    },

    // The bytes were sniffed as a picture; the item takes the key when it is saved.
    completed: async (user, key) => {
      if (parseKey(key)?.userId !== user._id) throw forbidden();
    },
  };

  return {
    targets,

    /** POST /api/conference/{site}/pictures: where to upload a picture (then the upload protocol); its size was checked by the schema. */
    announce: (user: User, site: ConferenceSite, request: ConferencePictureRequest) => {
      const key = `${CONFERENCE_PICTURES_KEY_PREFIX}${site}/${user._id}/${crypto.randomUUID()}/${uploadKeySegment(request.filename)}`;
      return { upload: { bucket: CONFERENCE_PICTURES_BUCKET, key } };
    },

    /** Whether `key` is a picture this user uploaded for this site (and its bytes arrived). */
    isUploadOf: async (user: User, site: ConferenceSite, key: string) => {
      const parsed = parseKey(key);
      return parsed?.site === site && parsed.userId === user._id && (await storage.exists(key));
    },

    release: async (key: string | null) => {
      if (key) await storage.delete(key);
    },

    content: async (key: string) => {
      const stored = await storage.get(key);
      if (!stored) throw notFound('The picture');
      const start = await storage.readStart(key, SNIFF_BYTES);
      const contentType = (start && (await sniffContentType(start))) ?? 'application/octet-stream';
      return { ...stored, contentType, filename: key.slice(key.lastIndexOf('/') + 1) };
    },
  };
};

export type ConferencePictures = ReturnType<typeof createConferencePictures>;
