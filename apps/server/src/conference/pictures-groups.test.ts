import { type ConferenceGroup, type Permission, UPLOAD_CHUNK_SIZE } from '@stride/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { type Answer, createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';

let t: TestApp;
type Caller = JsonCaller;

const allFlags = { asian: true, domestic: true, international: true };
const callerWith = async (role: Permission['role'], ...groups: ConferenceGroup[]): Promise<Caller> => {
  const user = await createUser(t.db, {
    permissions: [{ domain: 'conference', role, scopes: { conferenceGroups: groups } }],
    conferenceAccess: allFlags,
  });
  return jsonCaller(t, user);
};

let senior: Caller;
let internationalEditor: Caller;
let domesticReader: Caller;
let asianReader: Caller;

beforeAll(async () => {
  t = await createTestApp();
  senior = await callerWith('seniorEditor', 'Asian JV', 'Domestic', 'International');
  internationalEditor = await callerWith('editor', 'International');
  domesticReader = await callerWith('user', 'Domestic');
  asianReader = await callerWith('user', 'Asian JV');
});
afterAll(() => t?.close());

const titles = (items: Answer[]) => items.map((item) => item.title).sort();

describe('conference items for some groups', () => {
  it("shows a group's items to its members only, on every list and by id", async () => {
    const site = '/api/conference/spring24';
    const add = (title: string, groups: ConferenceGroup[]) =>
      senior.call(`${site}/items`, { body: { kind: 'marketing', title, groups } });
    expect((await add('For everyone', [])).status).toBe(200);
    const domestic = (await add('Domestic window kit', ['Domestic'])).answer;
    expect(domestic.groups).toEqual(['Domestic']);
    await add('Asian JV and Domestic launch', ['Domestic', 'Asian JV']);
    const session = await senior.call(`${site}/items`, {
      body: {
        kind: 'session',
        title: 'Asian JV distributor breakfast',
        startsAt: '2024-01-15T16:00:00Z',
        endsAt: '2024-01-15T17:00:00Z',
        room: 'Terrace',
        speaker: 'Yuki Sato',
        groups: ['Asian JV'],
      },
    });

    expect(titles((await domesticReader.call(site)).answer.marketing)).toEqual([
      'Asian JV and Domestic launch',
      'Domestic window kit',
      'For everyone',
    ]);
    expect(titles((await asianReader.call(site)).answer.marketing)).toEqual([
      'Asian JV and Domestic launch',
      'For everyone',
    ]);
    expect(titles((await senior.call(site)).answer.marketing)).toHaveLength(3);
    expect(titles((await asianReader.call(`${site}/sessions`)).answer)).toEqual(['Asian JV distributor breakfast']);
    expect((await domesticReader.call(`${site}/sessions`)).answer).toEqual([]);
    expect((await asianReader.call(`${site}/items/${session.answer._id}/picture`)).status).toBe(404);
    expect((await asianReader.call(`${site}/items/${domestic._id}/picture`)).status).toBe(404);
  });

  it("refuses with 403 an editor's write of another group's item, and hides items of no group of theirs", async () => {
    const site = '/api/conference/fall23';
    const both = (
      await senior.call(`${site}/items`, {
        body: { kind: 'marketing', title: 'Domestic and International kit', groups: ['Domestic', 'International'] },
      })
    ).answer;
    const domesticOnly = (
      await senior.call(`${site}/items`, { body: { kind: 'marketing', title: 'Domestic only', groups: ['Domestic'] } })
    ).answer;
    const seen = (await internationalEditor.call(site)).answer.marketing;
    expect(seen.map((item: Answer) => item.title)).toEqual(['Domestic and International kit']);

    const change = { kind: 'marketing', title: 'Renamed', groups: ['International'] };
    expect(
      (await internationalEditor.call(`${site}/items/${both._id}`, { method: 'PATCH', body: change })).status,
    ).toBe(403);
    expect((await internationalEditor.call(`${site}/items/${both._id}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (await internationalEditor.call(`${site}/items/${domesticOnly._id}`, { method: 'PATCH', body: change })).status,
    ).toBe(404);
    const forDomestic = { kind: 'marketing', title: 'Not mine', groups: ['Domestic'] };
    expect((await internationalEditor.call(`${site}/items`, { body: forDomestic })).status).toBe(403);

    const own = await internationalEditor.call(`${site}/items`, {
      body: { ...forDomestic, groups: ['International'] },
    });
    expect(own.answer.groups).toEqual(['International']);
    const widened = await internationalEditor.call(`${site}/items/${own.answer._id}`, {
      method: 'PATCH',
      body: { ...forDomestic, groups: ['International', 'Domestic'] },
    });
    expect(widened.status).toBe(403);
    const forEveryone = await internationalEditor.call(`${site}/items/${own.answer._id}`, {
      method: 'PATCH',
      body: { ...forDomestic, title: 'For everyone now', groups: [] },
    });
    expect(forEveryone.answer).toMatchObject({ title: 'For everyone now', groups: [] });
    expect(titles((await domesticReader.call(site)).answer.marketing)).toContain('For everyone now');
  });
});

describe('conference item pictures', () => {
  const site = '/api/conference/spring23';
  const png = (background: string) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background } })
      .png()
      .toBuffer();

  /** Announces and uploads a file; answers the upload's key, or the status that refused it. */
  const upload = async (as: Caller, bytes: Buffer, filename = 'stage.png') => {
    const announced = await as.call(`${site}/pictures`, { body: { filename, fileSize: bytes.length } });
    if (announced.status !== 200) return { status: announced.status, answer: announced.answer };
    const target = announced.answer.upload;
    const created = await as.call('/api/upload/aws/s3/create', {
      body: { ...target, fileSize: bytes.length, forceOverwrite: false, chunkSize: UPLOAD_CHUNK_SIZE },
    });
    const part = await fetch(`${t.baseUrl}${created.answer.urls[0]}`, { method: 'PUT', body: new Uint8Array(bytes) });
    const completed = await as.call('/api/upload/aws/s3/complete', {
      body: { ...target, uploadId: created.answer.uploadId, etags: [part.headers.get('etag')] },
    });
    return { status: completed.status, answer: completed.answer, key: target.key as string };
  };

  it('refuses a file that is not a picture, or too large, with a 400 saying why', async () => {
    const tooLarge = await internationalEditor.call(`${site}/pictures`, {
      body: { filename: 'huge.png', fileSize: 10_485_761 },
    });
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(tooLarge.answer)).toContain('fileSize');
    const text = await upload(internationalEditor, Buffer.from('not a picture at all, just words'), 'fake.png');
    expect(text.status).toBe(400);
    expect(text.answer.message).toContain('JPEG, PNG, GIF, WebP');
    const pdf = await upload(internationalEditor, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'a.pdf');
    expect(pdf.status).toBe(400);
    expect((await domesticReader.call(`${site}/pictures`, { body: { filename: 'a.png', fileSize: 10 } })).status).toBe(
      403,
    );
  });

  it('saves an uploaded picture with the item, serves it to readers, and deletes the pictures it lets go', async () => {
    const first = await upload(internationalEditor, await png('#1f4e79'));
    expect(first.status).toBe(200);
    const refusedBoth = await internationalEditor.call(`${site}/items`, {
      body: { kind: 'marketing', title: 'Stage', picture: first.key, imageUrl: 'https://example.com/a.png' },
    });
    expect(refusedBoth.status).toBe(400);
    expect(JSON.stringify(refusedBoth.answer)).toContain('imageUrl');

    const item = (
      await internationalEditor.call(`${site}/items`, {
        body: { kind: 'marketing', title: 'Stage', picture: first.key },
      })
    ).answer;
    expect(item.pictureUrl).toMatch(new RegExp(`^${site}/items/${item._id}/picture\\?v=`));
    const served = await t.call(item.pictureUrl, { cookie: domesticReader.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const stolen = await senior.call(`${site}/items`, {
      body: { kind: 'marketing', title: 'Copy', picture: first.key },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.answer.messageData).toMatchObject({ field: 'picture' });

    const second = await upload(internationalEditor, await png('#c0392b'));
    const replaced = await internationalEditor.call(`${site}/items/${item._id}`, {
      method: 'PATCH',
      body: { kind: 'marketing', title: 'Stage', picture: second.key },
    });
    expect(replaced.answer.pictureUrl).not.toBe(item.pictureUrl);
    // The replaced picture is gone: it can no longer be given to an item.
    const reused = await internationalEditor.call(`${site}/items`, {
      body: { kind: 'marketing', title: 'Old picture', picture: first.key },
    });
    expect(reused.status).toBe(400);

    const removed = await internationalEditor.call(`${site}/items/${item._id}`, {
      method: 'PATCH',
      body: { kind: 'marketing', title: 'Stage' },
    });
    expect(removed.answer.pictureUrl).toBeNull();
    expect((await t.call(replaced.answer.pictureUrl, { cookie: domesticReader.cookie })).status).toBe(404);

    // A picture uploaded in a dialog closed without saving is deleted; one an item holds is not.
    const discarded = await upload(internationalEditor, await png('#8e44ad'));
    const discard = (key: string) =>
      internationalEditor.call(`${site}/pictures?key=${encodeURIComponent(key)}`, { method: 'DELETE' });
    expect((await discard(discarded.key!)).status).toBe(200);
    const afterDiscard = await internationalEditor.call(`${site}/items`, {
      body: { kind: 'marketing', title: 'Discarded', picture: discarded.key },
    });
    expect(afterDiscard.status).toBe(400);
    const held = await upload(internationalEditor, await png('#f39c12'));
    const holder = await internationalEditor.call(`${site}/items`, {
      body: { kind: 'marketing', title: 'Holder', picture: held.key },
    });
    await discard(held.key!);
    expect((await t.call(holder.answer.pictureUrl, { cookie: domesticReader.cookie })).status).toBe(200);

    const third = await upload(internationalEditor, await png('#27ae60'));
    const withPicture = await internationalEditor.call(`${site}/items`, {
      body: { kind: 'marketing', title: 'Deleted soon', picture: third.key },
    });
    await internationalEditor.call(`${site}/items/${withPicture.answer._id}`, { method: 'DELETE' });
    const afterDelete = await internationalEditor.call(`${site}/items`, {
      body: { kind: 'marketing', title: 'Deleted picture', picture: third.key },
    });
    expect(afterDelete.status).toBe(400);
  });
});
