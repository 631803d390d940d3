import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCollectionBatch, createCollectionRequestSchema, DEFAULT_COLLECTION_NAME } from './collection.js';

const product = (style: string, color: string, selected = true) => ({ style, color, selected });

describe('collections', () => {
  it('names a new collection Default', () => {
    const parsed = createCollectionRequestSchema.parse({
      linkageType: 'linkageId',
      linkageId: '5b4a1c84-37a4-4a43-9d3e-0a5e7a3f7a11',
    });
    expect(parsed.name).toBe(DEFAULT_COLLECTION_NAME);
  });

  it('adds without duplicates, removes and selects by style-colour', () => {
    const start = [product('A', '1'), product('B', '1')];
    expect(
      applyCollectionBatch(start, {
        addProducts: [product('A', '1', false), product('C', '2')],
        removeProducts: [{ style: 'B', color: '1' }],
        updateProducts: [{ style: 'A', color: '1', selected: false }],
      }),
    ).toEqual([product('A', '1', false), product('C', '2')]);
  });

  it('never holds a style-colour twice, whatever is added (property)', () => {
    const item = fc.record({
      style: fc.constantFrom('A', 'B', 'C'),
      color: fc.constantFrom('1', '2'),
      selected: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (start, added) => {
        const result = applyCollectionBatch(applyCollectionBatch([], { addProducts: start }), { addProducts: added });
        expect(new Set(result.map((p) => `${p.style}_${p.color}`)).size).toBe(result.length);
      }),
    );
  });
});
