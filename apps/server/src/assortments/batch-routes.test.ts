import { assortmentBatchAnswerSchema } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let me: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp();
  me = await c.caller();
});
afterAll(() => c?.close());

const pick = (count: number, from = 0) => c.footwear.slice(from, from + count);

/** A new static assortment of the first `count` footwear style-colours at US prices. */
const newAssortment = async (count: number, as = me) => {
  const products = pick(count).map((product) => ({ style: product.style, color: product.color }));
  const { answer } = await as.call('/api/assortments', { body: { title: 'Batch test', products, labels: [] } });
  return answer as { _id: string; version: number };
};

const batch = (id: string, baseVersion: number, body: unknown, as = me) =>
  as.call(`/api/assortments/batch/${id}?baseVersion=${baseVersion}`, { method: 'PATCH', body });

const rowsOf = async (id: string, as = me) =>
  withLines(await as.call(`/api/assortments/${id}`)).answer.products as Record<string, unknown>[];

describe('PATCH /api/assortments/batch/{id}', () => {
  it('adds, updates, sorts and deletes in one batch, answering the stored rows and the next version', async () => {
    const { _id, version } = await newAssortment(3);
    const [first, second, third] = pick(3).map((product) => product.styleColorId);
    const added = pick(1, 3)[0]!;
    const { status, answer } = await batch(_id, version, [
      {
        addProducts: [{ style: added.style, color: added.color }],
        deleteProducts: [{ id: second }],
        updateProducts: [{ id: first, changes: { colorNote: '  Hero colour ' } }],
        sortProducts: [{ id: third, sortOrder: -1 }],
      },
    ]);
    expect(status).toBe(200);
    const parsed = assortmentBatchAnswerSchema.parse(answer);
    expect(parsed.version).toBe(version + 1);
    expect(parsed.deleted).toEqual([second]);
    expect(parsed.products.find((row) => row.id === first)?.colorNote).toBe('Hero colour');
    expect((await rowsOf(_id)).map((row) => row.id)).toEqual([third, first, added.styleColorId]);
    expect(parsed.assortment.productCount).toBe(3);
  });

  it('never adds a style-colour twice, and skips what the catalogue lacks or another product type', async () => {
    const { _id, version } = await newAssortment(2);
    const [present] = pick(1);
    const apparel = c.products.find((product) => product.productType === 'Apparel')!;
    const { answer } = await batch(_id, version, [
      {
        addProducts: [
          { style: present!.style, color: present!.color },
          { style: 'NOPE1', color: 'XXX' },
          { style: apparel.style, color: apparel.color },
        ],
      },
    ]);
    expect(answer.skipped).toEqual([
      { id: present!.styleColorId, reason: 'alreadyInAssortment' },
      { id: 'NOPE1_XXX', reason: 'notFound' },
      { id: apparel.styleColorId, reason: 'notAllowed' },
    ]);
    expect(await rowsOf(_id)).toHaveLength(2);
  });

  it('applies the cell rules on the server: a discount sets net cost and amount from cost', async () => {
    const { _id, version } = await newAssortment(1);
    const product = pick(1)[0]!;
    const cost = product.locations.find((location) => location.code === 'US')!.wholesalePrice;
    const { answer } = await batch(_id, version, [
      { updateProducts: [{ id: product.styleColorId, changes: { discountPercent: 10 } }] },
    ]);
    const row = answer.products[0];
    expect(row.discountPercent).toBe(10);
    expect(row.netCost).toBeCloseTo(cost * 0.9, 2);
    expect(row.discountAmount).toBeCloseTo(cost - row.netCost, 2);
    const invalid = await batch(_id, answer.version, [
      { updateProducts: [{ id: product.styleColorId, changes: { discountPercent: 140 } }] },
    ]);
    expect(invalid.answer.products[0].discountPercent).toBeNull();
    // A cleared discount leaves the catalogue's cost as the net cost.
    expect(invalid.answer.products[0].netCost).toBe(cost);
  });

  it('writes style-level values (style note, tags) to every colour of the style', async () => {
    const style = c.footwear.find(
      (product, _index, all) => all.filter((other) => other.style === product.style).length > 1,
    )!.style;
    const colours = c.footwear.filter((product) => product.style === style);
    const products = colours.map((product) => ({ style: product.style, color: product.color }));
    const { answer: created } = await me.call('/api/assortments', { body: { title: 'Styles', products } });
    const { answer } = await batch(created._id, created.version, [
      { updateProducts: [{ id: colours[0]!.styleColorId, changes: { styleNote: 'Lead style', tags: ['core'] } }] },
    ]);
    expect(answer.products).toHaveLength(colours.length);
    for (const row of answer.products) expect(row).toMatchObject({ styleNote: 'Lead style', tags: ['core'] });
  });

  it('is all or nothing: one bad row leaves every row as it was', async () => {
    const { _id, version } = await newAssortment(2);
    const [first] = pick(1);
    const { status } = await batch(_id, version, [
      {
        updateProducts: [
          { id: first!.styleColorId, changes: { colorNote: 'kept?' } },
          { id: 'ABSENT_ROW', changes: { colorNote: 'x' } },
        ],
      },
    ]);
    expect(status).toBe(400);
    expect((await rowsOf(_id))[0]!.colorNote).toBeNull();
    expect(withLines(await me.call(`/api/assortments/${_id}`)).answer.version).toBe(version);
  });

  it('refuses a batch made on an older version that writes a cell changed since (userLock), and keeps others', async () => {
    const { _id, version } = await newAssortment(2);
    const [first, second] = pick(2).map((product) => product.styleColorId);
    const mine = await batch(_id, version, [{ updateProducts: [{ id: first!, changes: { colorNote: 'mine' } }] }]);
    expect(mine.status).toBe(200);
    // Another browser, still on `version`, writes the same cell: refused whole.
    const theirs = await batch(_id, version, [
      {
        updateProducts: [
          { id: first!, changes: { colorNote: 'theirs' } },
          { id: second!, changes: { colorNote: 'x' } },
        ],
      },
    ]);
    expect(theirs.status).toBe(409);
    expect(theirs.answer).toMatchObject({
      messageCode: 'ITS_BE_ERROR_USER_LOCK',
      messageData: { errorType: 'userLock', cells: [{ id: first, field: 'colorNote' }] },
    });
    expect((await rowsOf(_id)).map((row) => row.colorNote)).toEqual(['mine', null]);
    // A different cell made on the same old version is saved.
    const other = await batch(_id, version, [
      { updateProducts: [{ id: second!, changes: { colorNote: 'other cell' } }] },
    ]);
    expect(other.status).toBe(200);
    // Pricing cells move together: a new net cost conflicts with an older discount edit.
    const base = other.answer.version;
    await batch(_id, base, [{ updateProducts: [{ id: first!, changes: { discountPercent: 5 } }] }]);
    expect((await batch(_id, base, [{ updateProducts: [{ id: first!, changes: { netCost: 1 } }] }])).status).toBe(409);
  });

  it('refuses a version from the future, and answers 404 for an assortment one may not edit', async () => {
    const { _id, version } = await newAssortment(1);
    expect((await batch(_id, version + 5, [{ patch: { title: 'x' } }])).status).toBe(400);
    const stranger = await c.caller();
    expect((await batch(_id, version, [{ patch: { title: 'x' } }], stranger)).status).toBe(404);
  });

  it('writes view state in place: no new version, no conflict', async () => {
    const { _id, version } = await newAssortment(1);
    const { answer } = await batch(_id, 0, [{ patch: { uiSettings: { gridSettings: { groupIsEnabled: true } } } }]);
    expect(answer.version).toBe(version);
    expect(answer.assortment.uiSettings.gridSettings.groupIsEnabled).toBe(true);
  });
});

describe('history and restore', () => {
  it('lists every saved batch and restores the assortment as it was, as a new batch', async () => {
    const { _id, version } = await newAssortment(2);
    const [first, second] = pick(2).map((product) => product.styleColorId);
    const v2 = (
      await batch(_id, version, [
        { updateProducts: [{ id: first!, changes: { colorNote: 'one' } }], patch: { title: 'Renamed' } },
      ])
    ).answer.version;
    const v3 = (
      await batch(_id, v2, [
        { deleteProducts: [{ id: second! }], updateProducts: [{ id: first!, changes: { colorNote: 'two' } }] },
      ])
    ).answer.version;
    const history = (await me.call(`/api/assortments/${_id}/history`)).answer;
    expect(history.map((entry: { version: number; kind: string }) => [entry.version, entry.kind])).toEqual([
      [v3, 'batch'],
      [v2, 'batch'],
      [version, 'create'],
    ]);
    expect(history[0]).toMatchObject({ deleted: 1, updated: 1, user: { _id: me.user.id } });
    expect(history[1].patched).toEqual(['title']);

    const restored = await me.call(`/api/assortments/${_id}/restore`, { body: { version } });
    expect(restored.status).toBe(200);
    expect(restored.answer.version).toBe(v3 + 1);
    const read = withLines(await me.call(`/api/assortments/${_id}`)).answer;
    expect(read.title).toBe('Batch test');
    expect(read.products.map((row: { id: string; colorNote: string | null }) => [row.id, row.colorNote])).toEqual([
      [first, null],
      [second, null],
    ]);
    // The restore is itself a batch: restoring to v3 brings back the later state.
    await me.call(`/api/assortments/${_id}/restore`, { body: { version: v3 } });
    expect((await rowsOf(_id)).map((row) => [row.id, row.colorNote])).toEqual([[first, 'two']]);
  });
});
