import { Readable } from 'node:stream';
import {
  type AssortmentBatchOperation,
  type AssortmentFile,
  type AssortmentFileUsage,
  assortmentFileUrl,
  type CreateAssortmentFileRequest,
  type CustomContent,
  type ImageSize,
  imageSizeNames,
  imageSizes,
  type UploadUsage,
  type User,
  uploadKeySegment,
} from '@stride/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { forbidden, invalidInput, notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { fitPicture, readWhole } from '../uploads/thumbnails.js';
import type { UploadTargets } from '../uploads/upload-targets.js';
import { assertEditable, assertItem, mayEditAssortment, mayViewShowroom } from './access.js';
import type { AssortmentBatchService } from './batch-service.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { createAssortmentsRepository } from './repository.js';
import { type AssortmentFileRow, type AssortmentRow, assortmentFiles } from './tables.js';

/** The files a showroom shows: whoever may open the showroom may read them. */
const showroomPictureUsages: ReadonlySet<AssortmentFileUsage> = new Set(['assortmentLogo', 'product']);

/** Where a picture fitted in a size is kept; it goes when its file goes. */
const renditionKeyOf = (key: string, size: ImageSize) => `renditions/${key}/${size}.jpg`;
/** Every stored object of a file: its bytes and its fitted pictures. */
const storedKeysOf = (key: string) => [key, ...imageSizeNames.map((size) => renditionKeyOf(key, size))];

/** The storage namespace of assortment files; keys start with it, so the upload routes can tell them apart. */
const ASSORTMENT_FILES_BUCKET = 'assortments';
export const ASSORTMENT_FILES_KEY_PREFIX = 'assortments/';

const presentFile = (row: AssortmentFileRow): AssortmentFile => ({
  id: row.id,
  usageType: row.usageType,
  attachTo: row.attachTo,
  filename: row.filename,
  url: assortmentFileUrl(row.assortmentId, row.id),
});

/** A display group's content with one of its files set; the other fields are kept. */
const withGroupFile = (
  content: readonly CustomContent[],
  displayGroup: string,
  field: 'previewJpg' | 'sourceFile',
  url: string,
): CustomContent[] => {
  const current = content.find((entry) => entry.displayGroup === displayGroup);
  const next = { ...(current ?? { displayGroup, html: null, previewJpg: null, sourceFile: null }), [field]: url };
  return current ? content.map((entry) => (entry === current ? next : entry)) : [...content, next];
};

/** The batch that attaches a completed file where its usage says. */
const attachment = (row: AssortmentRow, file: AssortmentFileRow, url: string): AssortmentBatchOperation => {
  switch (file.usageType) {
    case 'assortmentLogo':
      return { patch: { logo: url } };
    case 'product':
      return { updateProducts: [{ id: file.attachTo, changes: { thumbnail: url } }] };
    case 'displayGroup':
      return { patch: { customContent: withGroupFile(row.customContent, file.attachTo, 'previewJpg', url) } };
    case 'displayGroupSource':
      return { patch: { customContent: withGroupFile(row.customContent, file.attachTo, 'sourceFile', url) } };
  }
};

/**
 * Files of an assortment: announced with what they attach to, uploaded through the multipart
 * protocol, then attached by a batch (last write wins) that replaces the previous file of the
 * same attachment, whose bytes are removed (spec part 1 §5: replaced files are deleted).
 */
export const createAssortmentFileService = (deps: {
  db: Database;
  storage: Storage;
  batches: AssortmentBatchService;
  bypassPermissions: boolean;
}) => {
  const { db, storage } = deps;
  const assortments = createAssortmentsRepository(db);
  const editableItem = async (user: User, id: string) =>
    assertItem(assertEditable(user, await assortments.find(id), deps.bypassPermissions));
  /** Concurrent first requests for one fitted picture share one rendering. */
  const rendering = new Map<string, Promise<Buffer | null>>();
  /** A picture fitted in a size, kept once made; null when the source cannot be read as a picture. */
  const fitted = async (key: string, size: ImageSize): Promise<Buffer | null> => {
    const renditionKey = renditionKeyOf(key, size);
    const kept = await readWhole(storage, renditionKey);
    if (kept) return kept;
    let pending = rendering.get(renditionKey);
    if (!pending) {
      pending = (async () => {
        const source = await readWhole(storage, key);
        const picture = source && (await fitPicture(source, imageSizes[size]).catch(() => null));
        if (picture) await storage.put(renditionKey, picture);
        return picture;
      })().finally(() => rendering.delete(renditionKey));
      rendering.set(renditionKey, pending);
    }
    return pending;
  };
  const byKey = async (key: string) => (await db.select().from(assortmentFiles).where(eq(assortmentFiles.key, key)))[0];

  /** Refuses an attachment the assortment does not have. */
  const assertAttachable = async (row: AssortmentRow, usage: AssortmentFileUsage, attachTo: string) => {
    if (usage === 'assortmentLogo' && attachTo !== row.id) {
      throw invalidInput('attachTo', 'A logo attaches to the assortment it is uploaded to.');
    }
    if (usage === 'product') {
      if (row.method === 'dynamic') {
        throw invalidInput('attachTo', "A dynamic assortment's lines come from its search and take no pictures.");
      }
      const [line] = await createProductRowsRepository(db).catalogueRows(row.id, row.locationId, { ids: [attachTo] });
      if (!line) throw invalidInput('attachTo', `${attachTo} is not in this assortment.`);
    }
    if ((usage === 'displayGroup' || usage === 'displayGroupSource') && !row.displayGroups.includes(attachTo)) {
      throw invalidInput('attachTo', `This assortment has no group called ${attachTo}.`);
    }
  };

  const targets: UploadTargets & { usageOf(key: string): Promise<UploadUsage> } = {
    usageOf: async (key) => (await byKey(key))?.usageType ?? 'assortmentLogo',

    authorize: async (user, bucket, key, fileSize) => {
      const file = await byKey(key);
      if (!file || bucket !== ASSORTMENT_FILES_BUCKET) throw notFound('Upload target');
      if (file.uploadedBy !== user._id || file.state !== 'WaitingForFile') throw forbidden();
      if (file.fileSize !== fileSize) {
        throw invalidInput('fileSize', `The file was announced with ${file.fileSize} bytes.`, {
          announced: file.fileSize,
        });
      }
    },

    completed: async (user, key, stored) => {
      const file = await byKey(key);
      if (!file) throw notFound('Upload target');
      if (file.uploadedBy !== user._id) throw forbidden();
      const url = assortmentFileUrl(file.assortmentId, file.id);
      try {
        await deps.batches.apply(user, file.assortmentId, null, [
          attachment(await editableItem(user, file.assortmentId), file, url),
        ]);
      } catch (error) {
        await db.delete(assortmentFiles).where(eq(assortmentFiles.id, file.id));
        await storage.delete(key);
        throw error;
      }
      const replaced = await db.transaction(async (tx) => {
        await tx
          .update(assortmentFiles)
          .set({ state: 'Ready', fileSize: stored.size, contentType: stored.contentType })
          .where(eq(assortmentFiles.id, file.id));
        return tx
          .delete(assortmentFiles)
          .where(
            and(
              eq(assortmentFiles.assortmentId, file.assortmentId),
              eq(assortmentFiles.usageType, file.usageType),
              eq(assortmentFiles.attachTo, file.attachTo),
              eq(assortmentFiles.state, 'Ready'),
              ne(assortmentFiles.id, file.id),
            ),
          )
          .returning({ key: assortmentFiles.key });
      });
      await Promise.all(replaced.flatMap((old) => storedKeysOf(old.key)).map((stale) => storage.delete(stale)));
    },
  };

  return {
    targets,

    /** POST /api/assortments/{id}/files: the file's record and where to upload its bytes. */
    announce: async (user: User, assortmentId: string, request: CreateAssortmentFileRequest) => {
      const row = await editableItem(user, assortmentId);
      await assertAttachable(row, request.usageType, request.attachTo);
      const id = crypto.randomUUID();
      const key = `${ASSORTMENT_FILES_KEY_PREFIX}${row.id}/${id}/${uploadKeySegment(request.filename)}`;
      const [file] = await db
        .insert(assortmentFiles)
        .values({
          id,
          assortmentId: row.id,
          usageType: request.usageType,
          attachTo: request.attachTo,
          filename: request.filename.trim(),
          key,
          fileSize: request.fileSize,
          state: 'WaitingForFile',
          uploadedBy: user._id,
        })
        .returning();
      return { file: presentFile(file!), upload: { bucket: ASSORTMENT_FILES_BUCKET, key } };
    },

    /**
     * A Ready file's bytes, for whoever may edit its assortment; the pictures its showroom shows
     * (logo, lines' own pictures) also for whoever may open that showroom. With a size, a
     * picture comes fitted in that size (made once, then kept beside the file).
     */
    content: async (user: User, assortmentId: string, fileId: string, size?: ImageSize) => {
      const row = await assortments.find(assortmentId);
      if (!row || !mayViewShowroom(user, row, deps.bypassPermissions)) throw notFound('The assortment');
      const [file] = await db
        .select()
        .from(assortmentFiles)
        .where(and(eq(assortmentFiles.id, fileId), eq(assortmentFiles.assortmentId, assortmentId)));
      const readable =
        file?.state === 'Ready' &&
        (showroomPictureUsages.has(file.usageType) || mayEditAssortment(user, row, deps.bypassPermissions));
      if (!file || !readable) throw notFound('The file');
      const contentType = file.contentType ?? 'application/octet-stream';
      const picture = size && contentType.startsWith('image/') ? await fitted(file.key, size) : null;
      if (picture) {
        return {
          stream: Readable.from([picture]),
          size: picture.length,
          filename: file.filename,
          contentType: 'image/jpeg',
        };
      }
      const stored = await storage.get(file.key);
      if (!stored) throw notFound('The file');
      return { ...stored, filename: file.filename, contentType };
    },

    /** The stored keys of assortments about to be deleted, to remove once the rows are gone. */
    keysOf: async (assortmentIds: readonly string[]) =>
      assortmentIds.length === 0
        ? []
        : (
            await db
              .select({ key: assortmentFiles.key })
              .from(assortmentFiles)
              .where(inArray(assortmentFiles.assortmentId, [...assortmentIds]))
          ).flatMap((row) => storedKeysOf(row.key)),

    /** Removes stored bytes whose rows are gone; a missing object is no error. */
    removeStored: async (keys: readonly string[]) => {
      await Promise.all(keys.map((key) => storage.delete(key)));
    },
  };
};

export type AssortmentFileService = ReturnType<typeof createAssortmentFileService>;
