import ExcelJS from 'exceljs';
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

let t: TestApp;
let viewer: string;
let editor: string;
let stepViewer: string;
let stepUserId: string;

const get = async (query: string, cookie = viewer): Promise<{ status: number; answer: Answer }> => {
  const response = await t.call(`/api/assets?${query}`, { cookie });
  return { status: response.status, answer: await readAnswer(response) };
};
const names = (answer: Answer): string[] => answer.data.map((asset: { name: string }) => asset.name);

beforeAll(async () => {
  t = await createTestApp({ database: await openEmptyDatabase() });
  const db = t.db;
  const user = await createUser(db, { permissions: [libraryPermission('AdvertisingAsset', 'user')] });
  const editorUser = await createUser(db, { permissions: [libraryPermission('AdvertisingAsset', 'editor')] });
  const stepUser = await createUser(db, { permissions: [libraryPermission('StepAsset', 'user')] });
  stepUserId = stepUser.id;
  // 120 published advertising assets: gender alternates, every third a Marketing Image.
  for (let index = 0; index < 120; index += 1) {
    await insertAsset(db, {
      libraryType: 'AdvertisingAsset',
      name: `ad_${String(index).padStart(3, '0')}.jpg`,
      gender: index % 2 === 0 ? 'Mens' : 'Womens',
      assetType: index % 3 === 0 ? 'Marketing Image' : 'Window Display',
      year: 2020 + (index % 5),
      category: 'Running',
      body: index === 7 ? 'Summer trail campaign' : null,
      modifiedDate: new Date(Date.UTC(2025, 0, 1 + (index % 28))),
    });
  }
  await insertAsset(db, { libraryType: 'AdvertisingAsset', name: 'draft_poster.jpg', state: 'pending' });
  await insertAsset(db, { libraryType: 'AdvertisingAsset', name: 'gone.jpg', state: 'deleted' });
  await insertAsset(db, { libraryType: 'AdvertisingLogo', name: 'logo.png' });
  await insertAsset(db, { libraryType: 'StepAsset', name: 'step_seen.mp4' });
  await insertAsset(db, { libraryType: 'StepAsset', name: 'step_new.mp4' });
  viewer = await signIn(t, user.email, user.password!);
  editor = await signIn(t, editorUser.email, editorUser.password!);
  stepViewer = await signIn(t, stepUser.email, stepUser.password!);
});
afterAll(() => t?.close());

describe('GET /api/assets', () => {
  it('pages by 100 in name order with the total count of published assets only', async () => {
    const { status, answer } = await get('libraryType=AdvertisingAsset&totalCount=true');
    expect(status).toBe(200);
    expect(answer.totalCount).toBe(120);
    expect(answer.data).toHaveLength(100);
    expect(names(answer).slice(0, 3)).toEqual(['ad_000.jpg', 'ad_001.jpg', 'ad_002.jpg']);
    expect(answer.data[0]).toMatchObject({
      state: 'published',
      primaryFile: { _id: answer.data[0].files[0]._id, groups: [] },
      files: [{ usageType: 'Primary', state: 'Ready', filename: 'ad_000.jpg' }],
    });
    const second = await get('libraryType=AdvertisingAsset&skip=100&limit=100&totalCount=true');
    expect(names(second.answer)).toHaveLength(20);
    expect(second.answer.totalCount).toBe(120);
    expect(names(second.answer)[0]).toBe('ad_100.jpg');
  });

  it('sorts descending and by modified date', async () => {
    expect(names((await get('libraryType=AdvertisingAsset&sort=-name&limit=2')).answer)).toEqual([
      'ad_119.jpg',
      'ad_118.jpg',
    ]);
    const byDate = (await get('libraryType=AdvertisingAsset&sort=-modifiedDate&limit=5')).answer.data;
    const dates = byDate.map((asset: { modifiedDate: string }) => asset.modifiedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2025-01-28T00:00:00.000Z');
  });

  it('filters by repeated values, keyword and Modified Since', async () => {
    const mens = await get('libraryType=AdvertisingAsset&gender=Mens&totalCount=true&limit=1');
    expect(mens.answer.totalCount).toBe(60);
    const both = await get('libraryType=AdvertisingAsset&gender=Mens&gender=Womens&year=2020&totalCount=true');
    expect(both.answer.totalCount).toBe(24);
    const images = await get('libraryType=AdvertisingAsset&assetType=Marketing%20Image&gender=Womens&totalCount=true');
    expect(images.answer.totalCount).toBe(20);
    expect(names((await get('libraryType=AdvertisingAsset&keyword=trail')).answer)).toEqual(['ad_007.jpg']);
    expect(names((await get('libraryType=AdvertisingAsset&keyword=AD_11')).answer)).toHaveLength(10);
    const recent = await get('libraryType=AdvertisingAsset&modifiedDate__gtd=2025-01-27T00:00:00Z&totalCount=true');
    // Days 28 (index 27, 55, 83, 111) are after the 27th midnight; day 27 itself is not.
    expect(recent.answer.totalCount).toBe(4);
  });

  it('answers 400 for a bad sort or filter, never a 500', async () => {
    expect((await get('libraryType=AdvertisingAsset&sort=body')).status).toBe(400);
    expect((await get('libraryType=AdvertisingAsset&year=twenty')).status).toBe(400);
    expect((await get('libraryType=Nope')).status).toBe(400);
  });

  it('shows manage views by state to editors only (403 otherwise)', async () => {
    expect((await get('libraryType=AdvertisingAsset&manage=pending', viewer)).status).toBe(403);
    expect(names((await get('libraryType=AdvertisingAsset&manage=pending', editor)).answer)).toEqual([
      'draft_poster.jpg',
    ]);
    expect(names((await get('libraryType=AdvertisingAsset&manage=deleted', editor)).answer)).toEqual(['gone.jpg']);
    expect((await get('libraryType=AdvertisingLogo')).status).toBe(403);
  });

  it("answers STEP rows with the current user's seen flag", async () => {
    const before = (await get('libraryType=StepAsset', stepViewer)).answer.data;
    expect(before.map((asset: Answer) => [asset.name, asset.seen])).toEqual([
      ['step_new.mp4', false],
      ['step_seen.mp4', false],
    ]);
    const seenId = before[1]._id;
    const flagged = await t.call('/api/userFlags', {
      body: { flag: 'Seen', modelType: 'Asset', modelId: seenId },
      cookie: stepViewer,
    });
    expect(flagged.status).toBe(200);
    expect(await readAnswer(flagged)).toEqual({ message: 'Success' });
    const again = await t.call('/api/userFlags', {
      body: { flag: 'seen', libraryType: 'StepAsset', assetId: seenId },
      cookie: stepViewer,
    });
    expect(again.status).toBe(200);
    const after = (await get('libraryType=StepAsset', stepViewer)).answer.data;
    expect(after.map((asset: Answer) => asset.seen)).toEqual([false, true]);
    expect(stepUserId).toBeTruthy();
    const notStep = (await get('libraryType=AdvertisingAsset&limit=1')).answer.data[0]._id;
    const refused = await t.call('/api/userFlags', {
      body: { flag: 'Seen', modelType: 'Asset', modelId: notStep },
      cookie: stepViewer,
    });
    expect(refused.status).toBe(404);
  });
});

describe('POST /api/options/data/{libraryType}', () => {
  it('counts each value among the filtered assets, leaving out the key’s own filter', async () => {
    const response = await t.call('/api/options/data/AdvertisingAsset', {
      cookie: viewer,
      body: { keys: ['gender', 'assetType'], query: { filters: { gender: ['Mens'], year: [2020] } } },
    });
    expect(response.status).toBe(200);
    const answer = await readAnswer(response);
    expect(answer.gender).toEqual([
      { value: 'Mens', count: 12 },
      { value: 'Womens', count: 12 },
    ]);
    expect(answer.assetType).toEqual([
      { value: 'Window Display', count: 8 },
      { value: 'Marketing Image', count: 4 },
    ]);
  });
});

describe('POST /api/assets/{libraryType}/report/xlsx', () => {
  it('writes one row per filtered asset', async () => {
    const response = await t.call('/api/assets/AdvertisingAsset/report/xlsx', {
      cookie: viewer,
      body: { filters: { gender: 'Womens', year: [2021] } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('AdvertisingAsset-published.xlsx');
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as Node 18's Buffer.
    await workbook.xlsx.load(
      Buffer.from(await response.arrayBuffer()) as unknown as Parameters<typeof workbook.xlsx.load>[0],
    );
    const sheet = workbook.getWorksheet('AdvertisingAsset');
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1, 4)).toEqual(['Name', 'State', 'Asset Type']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(
      ['ad_001.jpg', 'ad_011.jpg', 'ad_021.jpg', 'ad_031.jpg']
        .concat(['ad_041.jpg', 'ad_051.jpg', 'ad_061.jpg', 'ad_071.jpg', 'ad_081.jpg', 'ad_091.jpg'])
        .concat(['ad_101.jpg', 'ad_111.jpg']),
    );
    const manage = await t.call('/api/assets/AdvertisingAsset/report/xlsx', {
      cookie: viewer,
      body: { filters: {}, manage: 'pending' },
    });
    expect(manage.status).toBe(403);
  });
});
