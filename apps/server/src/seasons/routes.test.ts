import { type Permission, seasonAnswerSchema, UPLOAD_CHUNK_SIZE } from '@stride/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { assortments } from '../assortments/tables.js';
import { seasons } from './tables.js';

let t: TestApp;
type Caller = JsonCaller & { userId: string };

const callerWith = async (...permissions: Permission[]): Promise<Caller> => {
  const user = await createUser(t.db, { permissions });
  return { userId: user.id, ...(await jsonCaller(t, user)) };
};

let adminEditor: Caller;
let wholesaleEditor: Caller;
let retailAdminEditor: Caller;
let outsider: Caller;
/** Years no other test file uses, so the shared PostgreSQL database never has these seasons already. */
const year = 2040 + Math.floor(Math.random() * 55);
const created: string[] = [];

const set = (shortName: string, region = 'Domestic') => ({
  shortName,
  region,
  orgType: 'internal',
  method: 'static',
  productType: 'Footwear',
});

const createSeason = async (body: Record<string, unknown>, as = adminEditor) => {
  const response = await as.call('/api/assortmentSeasons', {
    body: { season: 'Spring', year, channel: 'Wholesale', seasonSets: [set('SP DOM FW')], ...body },
  });
  if (response.status === 200) created.push(response.answer.id);
  return response;
};

beforeAll(async () => {
  t = await createTestApp();
  adminEditor = await callerWith({ domain: 'internalAssortments', role: 'adminEditor', subRole: 'seniorEditor' });
  wholesaleEditor = await callerWith({
    domain: 'internalAssortments',
    role: 'user',
    subRole: 'editor',
    scopes: { channel: 'Wholesale' },
  });
  retailAdminEditor = await callerWith({
    domain: 'internalAssortments',
    role: 'adminEditor',
    scopes: { channel: 'Retail' },
  });
  outsider = await callerWith({ domain: 'productAssortments', role: 'user' });
});
afterAll(async () => {
  for (const id of created) await t.db.delete(seasons).where(eq(seasons.id, id));
  await t?.close();
});

describe('/api/assortmentSeasons', () => {
  it('creates a season with its sets (new sets in Preparation) and reads it back', async () => {
    const response = await createSeason({ seasonSets: [set(' SP DOM FW '), set('SP EUR FW', 'Europe')] });
    expect(response.status).toBe(200);
    const season = seasonAnswerSchema.parse(response.answer);
    expect(season).toMatchObject({ season: 'Spring', year, channel: 'Wholesale', status: 'Preparation' });
    expect(season.previewJpg).toBe(`seasons/wholesale-spring-${year}.jpg`);
    expect(season.seasonSets.map((s) => [s.shortName, s.state])).toEqual([
      ['SP DOM FW', 'Preparation'],
      ['SP EUR FW', 'Preparation'],
    ]);
    const read = await adminEditor.call(`/api/assortmentSeasons/${season.id}`);
    expect(read.answer).toEqual(response.answer);
  });

  it('refuses the same season and year twice in a channel with a clear 409, but allows it in the other channel', async () => {
    const first = await createSeason({ season: 'Fall' });
    expect(first.status).toBe(200);
    const again = await createSeason({ season: 'Fall', seasonSets: [set('Other')] });
    expect(again.status).toBe(409);
    expect(again.answer).toMatchObject({
      messageCode: 'ITS_BE_ERROR_CONFLICT',
      message: `Fall ${year} already exists for Wholesale. Please choose another season or year.`,
      messageData: { reason: 'seasonExists' },
    });
    expect((await createSeason({ season: 'Fall', channel: 'Retail' })).status).toBe(200);
  });

  it('answers 400 naming the problem for bad sets, channels and sub-routes', async () => {
    const twice = await createSeason({ season: 'Fall', year: year + 1, seasonSets: [set('A'), set('a', 'Europe')] });
    expect(twice.status).toBe(400);
    expect(twice.answer.message).toContain('is used twice');
    expect((await createSeason({ year: year + 1, seasonSets: [] })).status).toBe(400);
    expect((await createSeason({ year: year + 1, seasonSets: [{ ...set('X'), method: 'both' }] })).status).toBe(400);
    expect((await adminEditor.call('/api/assortmentSeasons/All/live')).status).toBe(400);
    expect((await adminEditor.call('/api/assortmentSeasons/Wholesale/everything')).status).toBe(400);
  });

  it('lets only those who manage seasons (on the channel) write: 403 for an editor, 401 signed out', async () => {
    expect((await createSeason({ year: year + 2 }, wholesaleEditor)).status).toBe(403);
    expect((await createSeason({ year: year + 2, channel: 'Wholesale' }, retailAdminEditor)).status).toBe(403);
    const season = (await createSeason({ season: 'Spring', year: year + 2 })).answer;
    expect(
      (await wholesaleEditor.call(`/api/assortmentSeasons/${season.id}`, { method: 'PATCH', body: { status: 'Live' } }))
        .status,
    ).toBe(403);
    expect((await wholesaleEditor.call(`/api/assortmentSeasons/${season.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (
        await wholesaleEditor.call(`/api/assortmentSeasons/${season.id}/${season.seasonSets[0].id}`, {
          method: 'PATCH',
          body: { state: 'Live' },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('/api/assortmentSeasons/Wholesale/live')).status).toBe(401);
  });

  it('lists Live seasons to readers of the channel, Preparation ones to managers, and everything on manage', async () => {
    const season = (await createSeason({ season: 'Spring', year: year + 3 })).answer;
    const listed = async (as: Caller, path: string) => {
      const response = await as.call(path);
      return response.status === 200 ? response.answer.map((s: { id: string }) => s.id) : response.status;
    };
    expect(await listed(wholesaleEditor, '/api/assortmentSeasons/Wholesale/live')).not.toContain(season.id);
    expect(await listed(adminEditor, '/api/assortmentSeasons/Wholesale/live')).toContain(season.id);
    expect(await listed(adminEditor, '/api/assortmentSeasons/Wholesale/manage')).toContain(season.id);
    expect((await wholesaleEditor.call(`/api/assortmentSeasons/${season.id}`)).status).toBe(404);

    const live = await adminEditor.call(`/api/assortmentSeasons/${season.id}`, {
      method: 'PATCH',
      body: { status: 'Live' },
    });
    expect(live.answer.status).toBe('Live');
    expect(await listed(wholesaleEditor, '/api/assortmentSeasons/Wholesale/live')).toContain(season.id);
    expect(await listed(wholesaleEditor, '/api/assortmentSeasons/Wholesale/manage')).toBe(403);
    expect(await listed(wholesaleEditor, '/api/assortmentSeasons/Retail/live')).toBe(403);
    expect(await listed(outsider, '/api/assortmentSeasons/Wholesale/live')).toBe(403);
  });

  it("edits a season's sets keeping their ids, and changes one set's state", async () => {
    const season = (await createSeason({ season: 'Fall', year: year + 3, seasonSets: [set('FA DOM FW')] })).answer;
    const [first] = season.seasonSets;
    const edited = await adminEditor.call(`/api/assortmentSeasons/${season.id}`, {
      method: 'PATCH',
      body: { seasonSets: [{ ...first, shortName: 'FA DOM FW1' }, set('FA INTL FW', 'International')] },
    });
    expect(edited.status).toBe(200);
    expect(edited.answer.seasonSets[0]).toMatchObject({ id: first.id, shortName: 'FA DOM FW1' });
    expect(edited.answer.seasonSets[1]).toMatchObject({ region: 'International', state: 'Preparation' });

    const stated = await adminEditor.call(`/api/assortmentSeasons/${season.id}/${first.id}`, {
      method: 'PATCH',
      body: { state: 'Archived' },
    });
    expect(stated.answer.seasonSets.map((s: { state: string }) => s.state)).toEqual(['Archived', 'Preparation']);
    expect(stated.answer.status).toBe('Preparation');
    const unknownSet = await adminEditor.call(`/api/assortmentSeasons/${season.id}/${crypto.randomUUID()}`, {
      method: 'PATCH',
      body: { state: 'Live' },
    });
    expect(unknownSet.status).toBe(404);
    const badId = await adminEditor.call(`/api/assortmentSeasons/${season.id}`, {
      method: 'PATCH',
      body: { seasonSets: [{ ...set('Z'), id: crypto.randomUUID() }] },
    });
    expect(badId.status).toBe(400);
    expect(
      (
        await adminEditor.call(`/api/assortmentSeasons/${season.id}/${first.id}`, {
          method: 'PATCH',
          body: { state: 'Draft' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses to delete a season internal assortments use, and deletes an unused one', async () => {
    const used = (await createSeason({ season: 'Spring', year: year + 4 })).answer;
    const [assortment] = await t.db
      .insert(assortments)
      .values({
        ownerId: adminEditor.userId,
        ownerName: 'Test',
        type: 'item',
        title: `Season test ${year}`,
        productType: 'Footwear',
        orgType: 'internal',
        method: 'static',
        channel: 'Wholesale',
        region: 'Domestic',
        season: 'Spring',
        year: year + 4,
        state: 'Published',
        locationId: 'US',
        uiSettings: {} as never,
      })
      .returning();
    const refused = await adminEditor.call(`/api/assortmentSeasons/${used.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.answer.messageData).toMatchObject({ reason: 'seasonInUse', count: 1 });
    await t.db.delete(assortments).where(eq(assortments.id, assortment!.id));

    const deleted = await adminEditor.call(`/api/assortmentSeasons/${used.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await adminEditor.call(`/api/assortmentSeasons/${used.id}`)).status).toBe(404);
  });

  it('uploads a cover (its preview is rendered for the cards) and a customer logo, then removes the logo', async () => {
    const season = (await createSeason({ season: 'Fall', year: year + 4 })).answer;
    expect(season.previewUrl).toBeNull();
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f4e79' } })
      .png()
      .toBuffer();
    const upload = async (usageType: string, as = adminEditor) => {
      const announced = await as.call(`/api/assortmentSeasons/${season.id}/files`, {
        body: { usageType, filename: 'cover art.png', fileSize: bytes.length },
      });
      if (announced.status !== 200) return announced.status;
      const target = announced.answer.upload;
      const created = await as.call('/api/upload/aws/s3/create', {
        body: { ...target, fileSize: bytes.length, forceOverwrite: false, chunkSize: UPLOAD_CHUNK_SIZE },
      });
      const part = await fetch(`${t.baseUrl}${created.answer.urls[0]}`, { method: 'PUT', body: new Uint8Array(bytes) });
      const completed = await as.call('/api/upload/aws/s3/complete', {
        body: { ...target, uploadId: created.answer.uploadId, etags: [part.headers.get('etag')] },
      });
      return completed.status;
    };
    expect(await upload('seasonCover', wholesaleEditor)).toBe(403);
    expect(await upload('seasonCover')).toBe(200);
    expect(await upload('assortmentLogo')).toBe(200);

    const read = seasonAnswerSchema.parse((await adminEditor.call(`/api/assortmentSeasons/${season.id}`)).answer);
    expect(read.sourceFile).toMatch(/^season-files\/.+\/seasonCover\/.+\/cover_art\.png$/);
    const preview = await t.call(read.previewUrl!, { cookie: adminEditor.cookie });
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const { width } = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(width).toBe(400);
    const logo = await t.call(read.customerLogoUrl!, { cookie: adminEditor.cookie });
    expect(logo.headers.get('content-type')).toBe('image/png');

    const removed = await adminEditor.call(`/api/assortmentSeasons/${season.id}`, {
      method: 'PATCH',
      body: { customerLogo: null },
    });
    expect(removed.answer.customerLogoUrl).toBeNull();
    expect((await t.call(read.customerLogoUrl!, { cookie: adminEditor.cookie })).status).toBe(404);
  });
});
