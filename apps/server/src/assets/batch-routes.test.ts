import type { User } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset, libraryPermission } from '../../test/asset-factories.js';
import { createUser } from '../../test/factories.js';
import {
  type Answer,
  createTestApp,
  openEmptyDatabase,
  readAnswer,
  signIn,
  type TestApp,
} from '../../test/test-app.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { presentUser } from '../users/presenter.js';
import { createAssetFileService } from './file-service.js';
import { createAssetUploadService } from './upload-service.js';

let t: TestApp;
let editor: string;
let viewer: string;
let editorUser: User;
let viewerUser: User;

const batch = async (libraryType: string, data: unknown[], cookie = editor) => {
  const response = await t.call(`/api/assets/${libraryType}/batch/many`, { method: 'PATCH', body: { data }, cookie });
  return { status: response.status, answer: (await readAnswer(response)) as Answer };
};
const listNames = async (query: string) =>
  (await readAnswer(await t.call(`/api/assets?${query}`, { cookie: editor }))).data.map((a: Answer) => a.name);

beforeAll(async () => {
  t = await createTestApp({ database: await openEmptyDatabase() });
  const permissions = (['AdvertisingAsset', 'ProductDocument', 'StepAsset', 'GlobalRetailAsset'] as const).map((type) =>
    libraryPermission(type, 'seniorEditor'),
  );
  const editorRow = await createUser(t.db, { permissions });
  const viewerRow = await createUser(t.db, { permissions: [libraryPermission('AdvertisingAsset', 'user')] });
  editor = await signIn(t, editorRow.email, editorRow.password!);
  viewer = await signIn(t, viewerRow.email, viewerRow.password!);
  editorUser = presentUser(editorRow);
  viewerUser = presentUser(viewerRow);
});
afterAll(() => t?.close());

describe('PATCH /api/assets/{manageType}/batch/many', () => {
  it('needs the manage rule', async () => {
    const asset = await insertAsset(t.db, { libraryType: 'AdvertisingAsset', state: 'pending' });
    expect((await batch('AdvertisingAsset', [{ _id: asset.id, patch: { tag: 'x' } }], viewer)).status).toBe(403);
  });

  it('refuses a caller without the manage rule before reading a malformed body (403, not 400)', async () => {
    const response = await t.call('/api/assets/AdvertisingAsset/batch/many', {
      method: 'PATCH',
      body: { data: 'not rows' },
      cookie: viewer,
    });
    expect(response.status).toBe(403);
    expect((await batch('AdvertisingAsset', 'not rows' as unknown as unknown[])).status).toBe(400);
  });

  it('publishes only a valid asset and names the missing fields per library', async () => {
    const ad = await insertAsset(t.db, {
      libraryType: 'AdvertisingAsset',
      state: 'pending',
      assetType: 'Marketing Image',
      category: 'Running',
    });
    const refused = await batch('AdvertisingAsset', [{ _id: ad.id, patch: { state: 'published', gender: 'Mens' } }]);
    expect(refused.status).toBe(400);
    expect(refused.answer.messageData.rows).toEqual([{ _id: ad.id, fields: ['beginDate', 'expireDate'] }]);
    const published = await batch('AdvertisingAsset', [
      { _id: ad.id, patch: { state: 'published', gender: 'Mens', beginDate: '2025-03-01', expireDate: '2025-06-30' } },
    ]);
    expect(published.status).toBe(200);
    expect(published.answer.data[0]).toMatchObject({ state: 'published', gender: 'Mens', beginDate: '2025-03-01' });

    const doc = await insertAsset(t.db, { libraryType: 'ProductDocument', state: 'pending', docType: 'Catalog' });
    const noGroup = await batch('ProductDocument', [{ _id: doc.id, patch: { state: 'published' } }]);
    expect(noGroup.answer.messageData.rows).toEqual([{ _id: doc.id, fields: ['primaryFile.groups'] }]);
    const withGroup = await batch('ProductDocument', [
      { _id: doc.id, patch: { state: 'published' }, updateFiles: [{ _id: doc.fileIds[0], groups: ['Sales'] }] },
    ]);
    expect(withGroup.status).toBe(200);
    expect(withGroup.answer.data[0].primaryFile.groups).toEqual(['Sales']);

    const step = await insertAsset(t.db, { libraryType: 'StepAsset', state: 'pending', assetType: 'Video' });
    const stepRefused = await batch('StepAsset', [{ _id: step.id, patch: { state: 'published' } }]);
    expect(stepRefused.answer.messageData.rows[0].fields).toEqual(['lang', 'gender']);
  });

  it('clears fields freely in pending, but not required ones elsewhere', async () => {
    const pending = await insertAsset(t.db, { libraryType: 'StepAsset', state: 'pending', lang: 'en-US' });
    expect((await batch('StepAsset', [{ _id: pending.id, patch: { lang: null } }])).status).toBe(200);
    const unpublished = await insertAsset(t.db, {
      libraryType: 'StepAsset',
      state: 'unpublished',
      lang: 'en-US',
      assetType: 'Video',
      gender: 'Mens',
    });
    const cleared = await batch('StepAsset', [{ _id: unpublished.id, patch: { lang: null, season: null } }]);
    expect(cleared.status).toBe(400);
    expect(cleared.answer.messageData.rows).toEqual([{ _id: unpublished.id, fields: ['lang'] }]);
    expect((await batch('StepAsset', [{ _id: unpublished.id, patch: { season: null } }])).status).toBe(200);
  });

  it('deletes with the state flag and moves a Working File into another asset', async () => {
    const source = await insertAsset(
      t.db,
      { libraryType: 'GlobalRetailAsset', name: 'source.jpg', assetType: 'Visual Asset' },
      [
        { filename: 'source.jpg', usageType: 'Primary' },
        { filename: 'layers.psd', usageType: 'Working File' },
      ],
    );
    const target = await insertAsset(t.db, {
      libraryType: 'GlobalRetailAsset',
      name: 'target.jpg',
      assetType: 'Visual Asset',
    });
    const merged = await batch('GlobalRetailAsset', [
      { _id: source.id, moveFiles: [{ fileId: source.fileIds[1], targetId: target.id }] },
    ]);
    expect(merged.status).toBe(200);
    expect(merged.answer.data[0].files.map((file: Answer) => file.filename)).toEqual(['source.jpg']);
    expect(await listNames('libraryType=GlobalRetailAsset&keyword=layers')).toEqual(['target.jpg']);
    const primaryMove = await batch('GlobalRetailAsset', [
      { _id: source.id, moveFiles: [{ fileId: source.fileIds[0], targetId: target.id }] },
    ]);
    expect(primaryMove.status).toBe(400);

    const deleted = await batch('GlobalRetailAsset', [{ _id: source.id, patch: { state: 'deleted' } }]);
    expect(deleted.answer.data[0].state).toBe('deleted');
    expect(await listNames('libraryType=GlobalRetailAsset')).toEqual(['target.jpg']);
    expect(await listNames('libraryType=GlobalRetailAsset&manage=deleted')).toEqual(['source.jpg']);
  });

  it('rolls every row back when one row is bad', async () => {
    const first = await insertAsset(t.db, { libraryType: 'AdvertisingAsset', state: 'pending', name: 'first.jpg' });
    const bad = await batch('AdvertisingAsset', [
      {
        _id: first.id,
        patch: { tag: 'changed' },
        addFiles: [{ filename: 'extra.psd', usageType: 'Working File', fileSize: 5 }],
      },
      { _id: crypto.randomUUID(), patch: { tag: 'x' } },
    ]);
    expect(bad.status).toBe(404);
    const [row] = (
      await readAnswer(
        await t.call('/api/assets?libraryType=AdvertisingAsset&manage=pending&keyword=first', { cookie: editor }),
      )
    ).data;
    expect(row).toMatchObject({ files: [{ filename: 'first.jpg' }] });
    // Still no tag: a grid page leaves null fields out.
    expect(row).not.toHaveProperty('tag');
    const added = await batch('AdvertisingAsset', [
      { _id: first.id, addFiles: [{ filename: 'extra layer.psd', usageType: 'Working File', fileSize: 5 }] },
    ]);
    expect(added.answer.uploads).toEqual([
      expect.objectContaining({
        bucket: 'library',
        filename: 'extra_layer.psd',
        key: expect.stringMatching(/^assets\//),
      }),
    ]);
    expect(added.answer.data[0].files[1]).toMatchObject({
      sourceFile: 'extra layer.psd',
      filename: 'extra_layer.psd',
      addMethod: 'Upload',
      state: 'WaitingForFile',
      hero: false,
    });
  });

  it('keeps an advertising asset’s status (free text: the spec names no values)', async () => {
    const asset = await insertAsset(t.db, { libraryType: 'AdvertisingAsset', state: 'pending', name: 'status.jpg' });
    const saved = await batch('AdvertisingAsset', [{ _id: asset.id, patch: { status: 'In review' } }]);
    expect(saved.status).toBe(200);
    expect(saved.answer.data[0]).toMatchObject({ _id: asset.id, status: 'In review' });
    const cleared = await batch('AdvertisingAsset', [{ _id: asset.id, patch: { status: null } }]);
    expect(cleared.answer.data[0].status).toBeNull();
  });
});

describe('uploads: check-filename, create, completion and file reads', () => {
  it('announces a new pending asset that stays invisible until its Primary arrives', async () => {
    const create = await t.call('/api/assets/AdvertisingAsset', {
      cookie: editor,
      body: {
        libraryType: 'AdvertisingAsset',
        files: [{ filename: 'New Poster.png', usageType: 'Primary', fileSize: 4 }],
      },
    });
    expect(create.status).toBe(200);
    const created = await readAnswer(create);
    expect(created.asset).toMatchObject({ name: 'New_Poster.png', state: 'pending', primaryFile: null });
    // Spec part 1 §3 "New asset upload record": sourceFile, filename, usageType, addMethod, state, hero.
    expect(created.asset.files).toEqual([
      expect.objectContaining({
        sourceFile: 'New Poster.png',
        filename: 'New_Poster.png',
        usageType: 'Primary',
        addMethod: 'Upload',
        state: 'WaitingForFile',
        hero: false,
      }),
    ]);
    expect(created.uploads).toHaveLength(1);
    expect(await listNames('libraryType=AdvertisingAsset&manage=pending&keyword=New_Poster')).toEqual([]);

    const check = async (filename: string, assetId?: string) =>
      (
        await readAnswer(
          await t.call('/api/assets/AdvertisingAsset/check-filename', { cookie: editor, body: { filename, assetId } }),
        )
      ).data;
    expect(await check('New Poster.png')).toEqual({ _id: created.asset._id });
    expect(await check('New Poster.png', created.asset._id)).toBeNull();
    expect(await check('Other.png')).toBeNull();
    const taken = await t.call('/api/assets/AdvertisingAsset', {
      cookie: editor,
      body: {
        libraryType: 'AdvertisingAsset',
        files: [{ filename: 'New_Poster.png', usageType: 'Primary', fileSize: 4 }],
      },
    });
    expect(taken.status).toBe(409);

    // The upload arrives (the uploads feature calls completed with the stored object).
    const storage = createMemoryStorage();
    const target = created.uploads[0];
    await storage.put(target.key, Buffer.from('png!'));
    await storage.put(`${target.key}.thumb.jpg`, Buffer.from('thumb'));
    const uploads = createAssetUploadService({
      db: t.db,
      storage,
      renderThumbnail: async (_storage, key) => ({
        thumbnailKey: `${key}.thumb.jpg`,
        dimensions: { width: 8, height: 6 },
      }),
    });
    await expect(uploads.authorize(editorUser, 'library', target.key, 99)).rejects.toMatchObject({ statusCode: 400 });
    await uploads.authorize(editorUser, 'library', target.key, 4);
    await uploads.completed(editorUser, target.key, { size: 4, contentType: 'image/png' });
    const [visible] = (
      await readAnswer(
        await t.call('/api/assets?libraryType=AdvertisingAsset&manage=pending&keyword=New_Poster', { cookie: editor }),
      )
    ).data;
    expect(visible.files[0]).toMatchObject({
      state: 'Ready',
      dimensions: { width: 8, height: 6 },
      contentType: 'image/png',
    });
    expect(visible.primaryFile.thumbnail).toBe(`/api/assets/files/${target.fileId}/thumbnail`);

    const files = createAssetFileService({ db: t.db, storage });
    const content = await files.content(editorUser, target.fileId);
    expect(content).toMatchObject({ filename: 'New_Poster.png', contentType: 'image/png', size: 4 });
    // Pending: only the manage rule reads it.
    await expect(files.content(viewerUser, target.fileId)).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      files.downloadableFiles.resolve(editorUser, [{ type: 's3', key: target.key, bucket: 'library' }]),
    ).resolves.toEqual([{ name: 'New_Poster.png', key: target.key, size: 4 }]);
  });
});
