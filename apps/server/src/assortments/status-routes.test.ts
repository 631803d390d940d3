import { assortmentSchema, matchesAssortmentStatus, type ShowroomAnswer, showroomOf } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp(30);
  owner = await c.caller();
});
afterAll(() => c?.close());

const create = async (body: Record<string, unknown>) => {
  const { status, answer } = await owner.call('/api/assortments', { body });
  expect(status).toBe(200);
  return assortmentSchema.parse(answer);
};
const usLineStatus = (index: number) =>
  c.footwear[index]!.locations.find((location) => location.code === 'US')?.lineStatus ?? null;

describe('the assortment status (spec part 1 §3 `status`: the line status it plans for)', () => {
  it('is ALL by default, set on create, changed by an edit, and answered by reads and lists', async () => {
    const plain = await create({ title: 'Any status [status-test]' });
    expect(plain.status).toBe('ALL');
    const outlet = await create({ title: 'Outlet plan [status-test]', status: 'O' });
    expect(outlet.status).toBe('O');

    const patched = await owner.call(`/api/assortments/${outlet._id}`, { method: 'PATCH', body: { status: 'R' } });
    expect(patched.status).toBe(200);
    expect(patched.answer.status).toBe('R');
    const read = await owner.call(`/api/assortments/${outlet._id}?products=false`);
    expect(read.answer.status).toBe('R');

    const listed = await owner.call('/api/assortments?view=all&type=item&status=R');
    expect(listed.status).toBe(200);
    expect(listed.answer.data.map((entry: { _id: string }) => entry._id)).toEqual([outlet._id]);
    const all = await owner.call('/api/assortments?view=all&type=item');
    expect(all.answer.data.find((entry: { _id: string }) => entry._id === plain._id)?.status).toBe('ALL');
  });

  it('refuses a status that is not ALL, A, R or O with a 400 naming the field', async () => {
    for (const status of ['C', 'Published', 'all']) {
      const { status: code, answer } = await owner.call('/api/assortments', { body: { title: 'x', status } });
      expect(code).toBe(400);
      expect(answer.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
      expect(JSON.stringify(answer)).toContain('status');
    }
    const listed = await owner.call('/api/assortments?status=D');
    expect(listed.status).toBe(400);
  });

  it('a copy keeps the status', async () => {
    const source = await create({ title: 'Reduced plan [status-test]', status: 'R' });
    const copied = await owner.call('/api/assortments/cloneMany', { body: { ids: [source._id] } });
    expect(copied.status).toBe(200);
    expect(copied.answer.data[0].status).toBe('R');
  });

  it("narrows the showroom's assortmentStatusOnly to the lines of the assortment's status", async () => {
    const count = 20;
    const status = ['A', 'R', 'O'].find((line) =>
      Array.from({ length: count }, (_, index) => usLineStatus(index)).includes(line as 'A'),
    ) as 'A' | 'R' | 'O';
    const products = c.footwear.slice(0, count).map(({ style, color }) => ({ style, color }));
    const assortment = await create({ title: 'Status showroom [status-test]', products, status });
    await owner.call(`/api/assortments/${assortment._id}`, {
      method: 'PATCH',
      body: { uiSettings: { ...assortment.uiSettings, digitalShowroomSettings: { assortmentStatusOnly: true } } },
    });
    const { answer } = await owner.call(`/api/assortments/${assortment._id}/showroom`);
    const shown = showroomOf(answer as ShowroomAnswer)
      .groups.flatMap((group) => group.styles.flatMap((style) => style.colors))
      .map((line) => line.styleColorId)
      .sort();
    const expected = c.footwear
      .slice(0, count)
      .filter((_, index) => matchesAssortmentStatus(status, usLineStatus(index)))
      .map((product) => product.styleColorId)
      .sort();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected);
  });
});
