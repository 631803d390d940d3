import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import type { Answer } from '../../test/test-app.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp(10);
  owner = await c.caller();
});
afterAll(() => c?.close());

const create = async () => {
  const products = c.footwear.slice(0, 3).map(({ style, color }) => ({ style, color }));
  const { answer } = await owner.call('/api/assortments', { body: { title: 'Revalidated', products } });
  return answer as { _id: string; version: number };
};

/** A GET as the browser revalidates its copy: with the tag it kept, if any. */
const get = (path: string, tag?: string, cookie = owner.cookie) =>
  c.t.call(path, { cookie, headers: tag ? { 'if-none-match': tag } : {} });

/** Reads `path` in full, then again with the tag it answered: the second read moves nothing. */
const keptCopy = async (path: string) => {
  const first = await get(path);
  expect(first.status).toBe(200);
  const tag = first.headers.get('etag');
  expect(tag).toMatch(/^W\/".+"$/);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  const again = await get(path, tag!);
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(tag);
  return { tag: tag!, body: (await first.json()) as Answer };
};

describe('conditional reads (an assortment, its showroom, options)', () => {
  it('answers 304 with no lines for an unchanged assortment, and in full once a line or the header changes', async () => {
    const { _id, version } = await create();
    const path = `/api/assortments/${_id}`;
    const { tag } = await keptCopy(path);

    const saved = await owner.call(`/api/assortments/batch/${_id}?baseVersion=${version}`, {
      method: 'PATCH',
      body: [{ updateProducts: [{ id: c.footwear[0]!.styleColorId, changes: { colorNote: 'Hero' } }] }],
    });
    expect(saved.status).toBe(200);
    const afterEdit = await get(path, tag);
    expect(afterEdit.status).toBe(200);
    const edited: Answer = await afterEdit.json();
    expect(JSON.stringify(edited.styles)).toContain('"colorNote":"Hero"');
    const editedTag = afterEdit.headers.get('etag')!;
    expect(editedTag).not.toBe(tag);

    // Archiving writes the header without a batch: the kept copy is stale all the same.
    const archived = await owner.call('/api/assortments/archive', {
      method: 'PATCH',
      body: { ids: [_id], archived: true },
    });
    expect(archived.status).toBe(200);
    const afterArchive = await get(path, editedTag);
    expect(afterArchive.status).toBe(200);
    expect(((await afterArchive.json()) as Answer).archived).toBe(true);
  });

  it('tells the options asked for apart, and never answers 304 to someone who may not open it', async () => {
    const { _id } = await create();
    const { tag, body } = await keptCopy(`/api/assortments/${_id}`);
    expect(body.subTitle).toBeNull();
    // Another browser without a copy gets the same answer; asked without nulls, its own.
    expect(await (await get(`/api/assortments/${_id}`)).json()).toEqual(body);
    const withoutNulls = await get(`/api/assortments/${_id}?preserveNulls=false`, tag);
    expect(withoutNulls.status).toBe(200);
    expect(await withoutNulls.json()).not.toHaveProperty('subTitle');
    expect((await get(`/api/assortments/${_id}?products=false`, tag)).status).toBe(200);
    const stranger = await c.caller();
    expect((await get(`/api/assortments/${_id}`, tag, stranger.cookie)).status).toBe(404);
  });

  it("answers 304 for an unchanged showroom, and in full once the assortment's lines change", async () => {
    const { _id, version } = await create();
    const path = `/api/assortments/${_id}/showroom`;
    const { tag } = await keptCopy(path);
    const saved = await owner.call(`/api/assortments/batch/${_id}?baseVersion=${version}`, {
      method: 'PATCH',
      body: [{ deleteProducts: [{ id: c.footwear[0]!.styleColorId }] }],
    });
    expect(saved.status).toBe(200);
    const changed = await get(path, tag);
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).not.toContain(c.footwear[0]!.styleColorId);
  });

  it('answers 304 for options and the version the browser already has', async () => {
    await keptCopy('/api/options/data/session');
    await keptCopy('/api/config/version');
  });
});
