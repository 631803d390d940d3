import { type ShowroomAnswer, showroomOf } from '@stride/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPicture, uploadAssortmentFile } from '../../test/assortment-files.js';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let me: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp(30);
  me = await c.caller();
});
afterAll(() => c?.close());

type Line = {
  styleColorId: string;
  price: number | null;
  lineStatus: string | null;
  angles: string[];
  picture: string | null;
};
type Group = { title: string; slug: string; styles: { style: string; colors: Line[] }[] };

const create = async (title: string, count: number, extra: Record<string, unknown> = {}) => {
  const products = c.footwear.slice(0, count).map(({ style, color }) => ({ style, color }));
  const { answer } = await me.call('/api/assortments', { body: { title, products, ...extra } });
  return answer as { _id: string; version: number; uiSettings: Record<string, unknown> };
};

/** The showroom's lines as the showroom shows them (the answer says each colour's own facts only). */
const linesOf = (answer: ShowroomAnswer) =>
  showroomOf(answer).groups.flatMap((group) => group.styles.flatMap((style) => style.colors));

const saveSettings = (assortment: { _id: string; uiSettings: Record<string, unknown> }, settings: unknown) =>
  me.call(`/api/assortments/${assortment._id}`, {
    method: 'PATCH',
    body: { uiSettings: { ...assortment.uiSettings, digitalShowroomSettings: settings } },
  });

describe('GET /api/assortments/{id}/showroom', () => {
  it("answers the group sort page's groups with every line, its angles once each, priced by default", async () => {
    const assortment = await create('Showroom groups [showroom-test]', 6);
    const [first, second] = c.footwear;
    await me.call(`/api/regular/groupsort/batch/${assortment._id}`, {
      method: 'PATCH',
      body: {
        baseVersion: assortment.version,
        groups: ['Hero styles'],
        rows: [{ id: second!.styleColorId, displayGroup: 'Hero styles' }],
      },
    });
    const { status, answer } = await me.call(`/api/assortments/${assortment._id}/showroom`);
    expect(status).toBe(200);
    expect(answer.settings).toMatchObject({ startScreen: 'categories', background: '#e8f5e9', showPrices: true });
    const { groups } = showroomOf(answer);
    expect(groups.map((group) => [group.title, group.slug])).toEqual([
      ['Hero styles', 'hero-styles'],
      ['Uncategorized', 'uncategorized'],
    ]);
    const lines = linesOf(answer);
    expect(lines.map((line) => line.styleColorId).sort()).toEqual(
      c.footwear
        .slice(0, 6)
        .map((product) => product.styleColorId)
        .sort(),
    );
    expect(groups[0]?.styles[0]?.colors.map((line) => line.styleColorId)).toContain(second!.styleColorId);
    const withPictures = lines.filter((line) => line.angles.length > 0);
    expect(withPictures.length).toBeGreaterThan(0);
    for (const line of withPictures) expect(new Set(line.angles).size).toBe(line.angles.length);
    expect(lines.find((line) => line.styleColorId === first!.styleColorId)?.price).not.toBeNull();
  });

  it('leaves out what the settings hide: prices, and lines that no longer sell', async () => {
    const assortment = await create('Hidden prices [showroom-test]', 20);
    const saved = await saveSettings(assortment, {
      showPrices: false,
      assortmentStatusOnly: true,
      startScreen: 'searchAll',
    });
    expect(saved.status).toBe(200);
    expect(saved.answer.uiSettings.digitalShowroomSettings).toMatchObject({
      startScreen: 'searchAll',
      showPrices: false,
    });
    const { answer } = await me.call(`/api/assortments/${assortment._id}/showroom`);
    const lines = linesOf(answer);
    expect(lines.every((line) => line.price === null)).toBe(true);
    expect(lines.every((line) => ['A', 'R', 'O'].includes(line.lineStatus ?? ''))).toBe(true);
  });

  it('refuses bad settings with a 400 naming the field', async () => {
    const assortment = await create('Bad settings [showroom-test]', 1);
    const refused = await saveSettings(assortment, { background: 'green' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.answer)).toContain('background');
  });

  it('shows a published showroom to every assortment user, an unpublished one only to its owner', async () => {
    const assortment = await create('Private showroom [showroom-test]', 2);
    const buyer = await c.caller();
    expect((await buyer.call(`/api/assortments/${assortment._id}/showroom`)).status).toBe(200);
    await me.call(`/api/assortments/${assortment._id}`, { method: 'PATCH', body: { state: 'Unpublished' } });
    expect((await buyer.call(`/api/assortments/${assortment._id}/showroom`)).status).toBe(404);
    expect((await me.call(`/api/assortments/${assortment._id}/showroom`)).status).toBe(200);
    expect((await c.t.call(`/api/assortments/${assortment._id}/showroom`)).status).toBe(401);
    const folder = (await me.call('/api/assortments', { body: { title: 'Folder [showroom-test]', type: 'folder' } }))
      .answer;
    expect((await me.call(`/api/assortments/${folder._id}/showroom`)).status).toBe(400);
  });
});

describe("GET /api/assortments/{id}/showroom: a dynamic assortment's and a line's own picture", () => {
  it("shows a dynamic assortment's lines as its query finds them in the catalogue now", async () => {
    const [kept] = c.footwear;
    // Its query names a style-colour the catalogue does not have yet.
    const upcoming = c.upcomingStyles(12);
    const coming = upcoming.products.find(
      (product) => product.productType === 'Footwear' && product.locations.some((l) => l.code === 'US'),
    );
    const ids = `${kept!.styleColorId} ${coming!.styleColorId}`;
    const dynamic = (
      await me.call('/api/assortments', {
        body: { title: 'Live showroom [showroom-test]', method: 'dynamic', query: { filters: { ids } } },
      })
    ).answer as { _id: string };
    const before = await me.call(`/api/assortments/${dynamic._id}/showroom`);
    expect(before.status).toBe(200);
    expect(linesOf(before.answer).map((line) => line.styleColorId)).toEqual([kept!.styleColorId]);
    expect(linesOf(before.answer)[0]?.angles.length).toBeGreaterThan(0);
    expect(before.answer.groups.map((group: Group) => group.title)).toEqual(['Uncategorized']);

    // The catalogue gains it: the showroom, read afresh, shows it, in the query's order (by style).
    await upcoming.add();
    const after = linesOf((await me.call(`/api/assortments/${dynamic._id}/showroom`)).answer);
    expect(after.map((line) => line.styleColorId)).toEqual(
      [kept!, coming!].sort((a, b) => a.style.localeCompare(b.style)).map((product) => product.styleColorId),
    );
    // It is shown to buyers as the grid shows it to them: through their own rights to the catalogue.
    const buyer = await c.caller();
    expect(linesOf((await buyer.call(`/api/assortments/${dynamic._id}/showroom`)).answer)).toHaveLength(2);
  });

  it("puts a line's own picture in the answer, served to the showroom's buyers in the showroom's sizes", async () => {
    const assortment = await create('Own pictures [showroom-test]', 3);
    const line = c.footwear[1]!.styleColorId;
    const { file, completed } = await uploadAssortmentFile(
      c,
      me,
      assortment._id,
      { usageType: 'product', attachTo: line },
      await pngPicture(1000, 750),
    );
    expect(completed.status).toBe(200);
    const lines = linesOf((await me.call(`/api/assortments/${assortment._id}/showroom`)).answer);
    expect(lines.find((entry) => entry.styleColorId === line)?.picture).toBe(file.url);
    expect(lines.filter((entry) => entry.picture !== null)).toHaveLength(1);

    const buyer = await c.caller();
    const fitted = async (size: string) => {
      const served = await c.t.call(`${file.url}?size=${size}`, { cookie: buyer.cookie });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const { width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      return [width, height];
    };
    expect(await fitted('medium')).toEqual([480, 360]);
    expect(await fitted('small')).toEqual([160, 120]);
    // Made once, then kept: the second read answers the same picture.
    expect(await fitted('medium')).toEqual([480, 360]);
    expect((await c.t.call(`${file.url}?size=huge`, { cookie: buyer.cookie })).status).toBe(400);
  });
});

describe('GET /api/showroom/sites/{site}', () => {
  it("lists the season's published assortments that have a showroom", async () => {
    const listed = await create('Spring 26 buyers [showroom-test]', 3, { season: 'Spring', year: 2026 });
    await saveSettings(listed, { background: '#fff3e0' });
    await create('No showroom yet [showroom-test]', 3, { season: 'Spring', year: 2026 });
    const fall = await create('Fall 25 buyers [showroom-test]', 3, { season: 'Fall', year: 2025 });
    await saveSettings(fall, {});
    const { status, answer } = await me.call('/api/showroom/sites/spring26');
    expect(status).toBe(200);
    expect(answer).toMatchObject({ site: 'spring26', season: 'Spring', year: 2026, current: true });
    expect(answer.showrooms).toEqual([
      expect.objectContaining({
        _id: listed._id,
        background: '#fff3e0',
        productCount: 3,
        coverImage: expect.stringContaining('/api/products/images/'),
      }),
    ]);
    const previous = (await me.call('/api/showroom/sites/fall25')).answer;
    expect(previous.current).toBe(false);
    expect(previous.showrooms.map((entry: { _id: string }) => entry._id)).toEqual([fall._id]);
    expect((await me.call('/api/showroom/sites/winter30')).status).toBe(400);
  });
});
