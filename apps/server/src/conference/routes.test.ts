import type { Permission } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset } from '../../test/asset-factories.js';
import { createUser } from '../../test/factories.js';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { type Answer, signIn } from '../../test/test-app.js';

let c: CatalogueTestApp;
type Caller = (
  path: string,
  options?: { method?: string; body?: unknown },
) => Promise<{ status: number; answer: Answer }>;

const noFlags = { asian: false, domestic: false, international: false };
const member = (role: Permission['role'], groups: ('Asian JV' | 'Domestic' | 'International')[]): Permission => ({
  domain: 'conference',
  role,
  scopes: { conferenceGroups: groups },
});

const callerWith = async (permissions: Permission[], conferenceAccess = noFlags): Promise<Caller> => {
  const user = await createUser(c.t.db, { permissions, conferenceAccess });
  const cookie = await signIn(c.t, user.email, user.password!);
  return async (path, options = {}) => {
    const response = await c.t.call(path, { method: options.method, body: options.body, cookie });
    const text = await response.text();
    return { status: response.status, answer: text ? JSON.parse(text) : null };
  };
};

let editor: Caller;
let flagged: Caller;
let unflagged: Caller;
let outsider: Caller;

const session = {
  kind: 'session',
  title: 'Keynote: the Spring 26 line',
  body: 'Where the line goes next.',
  startsAt: '2026-01-20T09:00:00Z',
  endsAt: '2026-01-20T10:00:00Z',
  room: 'Main Hall',
  speaker: 'Jordan Lee',
};

beforeAll(async () => {
  c = await createCatalogueTestApp(30);
  editor = await callerWith([member('editor', ['Domestic'])], { ...noFlags, domestic: true });
  flagged = await callerWith([member('user', ['Asian JV'])], { ...noFlags, asian: true });
  unflagged = await callerWith([member('user', ['International'])]);
  outsider = await callerWith([{ domain: 'conference', role: 'user' }], {
    asian: true,
    domestic: true,
    international: true,
  });
});
afterAll(() => c?.close());

describe('conference items', () => {
  it('lets an editor write a site and every member read its load; sessions need a flag', async () => {
    const welcome = await editor('/api/conference/spring26/items', {
      body: { kind: 'welcome', title: 'Welcome to Spring 26', body: 'Three days of the new line.' },
    });
    expect(welcome.status).toBe(200);
    const created = await editor('/api/conference/spring26/items', { body: session });
    expect(created.answer).toMatchObject({ site: 'spring26', room: 'Main Hall', startsAt: '2026-01-20T09:00:00.000Z' });

    const load = await unflagged('/api/conference/spring26');
    expect(load.status).toBe(200);
    expect(load.answer.welcome.map((item: Answer) => item.title)).toEqual(['Welcome to Spring 26']);
    expect(load.answer.marketing).toEqual([]);

    expect((await flagged('/api/conference/spring26/sessions')).answer).toEqual([created.answer]);
    expect((await unflagged('/api/conference/spring26/sessions')).status).toBe(403);
  });

  it('changes and deletes an item of its own site only', async () => {
    const { answer: item } = await editor('/api/conference/spring24/items', {
      body: { kind: 'marketing', title: 'Window kit' },
    });
    const moved = await editor(`/api/conference/fall24/items/${item._id}`, {
      method: 'PATCH',
      body: session,
    });
    expect(moved.status).toBe(404);
    const changed = await editor(`/api/conference/spring24/items/${item._id}`, {
      method: 'PATCH',
      body: { kind: 'marketing', title: 'Window kit, second wave', sortOrder: 2 },
    });
    expect(changed.answer).toMatchObject({ title: 'Window kit, second wave', sortOrder: 2 });
    expect((await editor(`/api/conference/spring24/items/${item._id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await unflagged('/api/conference/spring24')).answer.marketing).toEqual([]);
  });

  it('refuses bad items with a 400 naming the field, and writes by plain members with 403', async () => {
    const noRoom = await editor('/api/conference/spring26/items', { body: { ...session, room: null } });
    expect(noRoom.status).toBe(400);
    expect(JSON.stringify(noRoom.answer)).toContain('room');
    const noWelcomePage = await editor('/api/conference/fall24/items', { body: { kind: 'welcome', title: 'Hi' } });
    expect(noWelcomePage.status).toBe(400);
    expect(noWelcomePage.answer.messageData).toMatchObject({ site: 'fall24', kind: 'welcome' });
    expect((await editor('/api/conference/winter27', {})).status).toBe(400);
    expect((await flagged('/api/conference/spring26/items', { body: session })).status).toBe(403);
  });

  it('answers 403 to a conference permission naming no group, even with every flag', async () => {
    expect((await outsider('/api/conference/spring26')).status).toBe(403);
    expect((await outsider('/api/conference/spring26/sessions')).status).toBe(403);
    expect((await c.t.call('/api/conference/spring26')).status).toBe(401);
  });
});

describe('conference advertising and categories', () => {
  it("reads the advertising library's published assets of the year's tab; ads need a flag, advertising does not", async () => {
    const radio = await insertAsset(c.t.db, {
      libraryType: 'AdvertisingAsset',
      season: 'Fall',
      year: 2025,
      category: 'Radio',
      name: 'conference_radio_spot.jpg',
    });
    await insertAsset(c.t.db, {
      libraryType: 'AdvertisingAsset',
      season: 'Fall',
      year: 2025,
      category: 'Radio',
      state: 'pending',
    });
    await insertAsset(c.t.db, { libraryType: 'AdvertisingAsset', season: 'Spring', year: 2025, category: 'Radio' });
    const ads = await flagged('/api/conference/fall25/ads?tab=Radio');
    expect(ads.answer.map((asset: Answer) => asset._id)).toEqual([radio.id]);
    expect((await unflagged('/api/conference/fall25/ads?tab=Radio')).status).toBe(403);

    await insertAsset(c.t.db, {
      libraryType: 'AdvertisingAsset',
      season: 'Spring',
      year: 2023,
      category: 'Retail',
      name: 'retail_wall.jpg',
    });
    const advertising = await unflagged('/api/conference/spring23/advertising?tab=Retail');
    expect(advertising.answer.map((asset: Answer) => asset.name)).toEqual(['retail_wall.jpg']);
    const notThatYear = await unflagged('/api/conference/fall23/advertising?tab=Retail');
    expect(notThatYear.status).toBe(400);
    expect(notThatYear.answer.messageData).toMatchObject({ tab: 'Retail' });
  });

  it("shows a category tab's genders, the conference season's styles first", async () => {
    const kids = await unflagged('/api/conference/spring26/categories?tab=Kids');
    expect(kids.status).toBe(200);
    const expected = c.products.filter((product) => ['Boys', 'Girls', 'Infants'].includes(product.gender));
    expect(kids.answer.length).toBe(Math.min(24, expected.length));
    expect(kids.answer.every((product: Answer) => ['Boys', 'Girls', 'Infants'].includes(product.gender))).toBe(true);
    const flags = kids.answer.map((product: Answer) => product.inSeason);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect((await unflagged('/api/conference/spring26/categories?tab=Toddlers')).status).toBe(400);
  });
});
