import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RowChanges } from './assortment-batch-requests.js';
import { assortmentRowFieldNames, styleLevelRowFields } from './row-fields.js';
import { expandStyleEdits, type StyleRow, styleEditRowIds, styleLevelChanges } from './style-edits.js';

const rows: StyleRow[] = [
  { id: '100-BLK', style: '100' },
  { id: '100-WHT', style: '100' },
  { id: '200-BLK', style: '200' },
  { id: '100-RED', style: '100' },
];

describe('styleLevelChanges', () => {
  it('keeps tags, style notes, collection style notes and pillar only', () => {
    expect(
      styleLevelChanges({
        tags: 'a',
        styleNote: 's',
        collectionStyleNote: 'c',
        pillar: 'Work',
        colorNote: 'x',
        label: 'Hero',
      }),
    ).toEqual({ tags: 'a', styleNote: 's', collectionStyleNote: 'c', pillar: 'Work' });
  });
  it('is the spec list of style-level fields', () => {
    expect([...styleLevelRowFields].sort()).toEqual(['collectionStyleNote', 'pillar', 'styleNote', 'tags']);
  });
});

describe('styleEditRowIds', () => {
  const cases: [string, string, RowChanges, string[]][] = [
    ['a style note reaches every colour', '100-WHT', { styleNote: 'new last' }, ['100-BLK', '100-WHT', '100-RED']],
    ['tags reach every colour', '200-BLK', { tags: ['core'] }, ['200-BLK']],
    ['a pillar among colour cells', '100-RED', { netCost: 3, pillar: 'Work' }, ['100-BLK', '100-WHT', '100-RED']],
    ['a colour note stays on its row', '100-BLK', { colorNote: 'x', collectionColorNote: 'y' }, ['100-BLK']],
    ['a row not in the assortment is only itself', '999-BLK', { styleNote: 'x' }, ['999-BLK']],
  ];
  it.each(cases)('%s', (_, id, changes, expected) => {
    expect(styleEditRowIds(rows, { id, changes })).toEqual(expected);
  });
});

describe('expandStyleEdits', () => {
  it('gives the edited row all its cells and its style the style-level ones, in batch order', () => {
    expect(
      expandStyleEdits(rows, [
        { id: '100-WHT', changes: { styleNote: 'a', colorNote: 'b' } },
        { id: '200-BLK', changes: { netCost: 5 } },
        { id: '100-BLK', changes: { tags: 'x' } },
      ]),
    ).toEqual([
      { id: '100-BLK', changes: { styleNote: 'a' } },
      { id: '100-WHT', changes: { styleNote: 'a', colorNote: 'b' } },
      { id: '100-RED', changes: { styleNote: 'a' } },
      { id: '200-BLK', changes: { netCost: 5 } },
      { id: '100-BLK', changes: { tags: 'x' } },
      { id: '100-WHT', changes: { tags: 'x' } },
      { id: '100-RED', changes: { tags: 'x' } },
    ]);
  });
});

const assortmentRows = fc
  .uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), style: fc.constantFrom('1', '2', '3') }), {
    minLength: 1,
    maxLength: 30,
    selector: (row) => row.id,
  })
  .chain((generated) => fc.tuple(fc.constant(generated), fc.nat({ max: generated.length - 1 })));
const changes = fc
  .subarray([...assortmentRowFieldNames], { minLength: 1 })
  .map((fields) => Object.fromEntries(fields.map((field) => [field, 'x'])) as RowChanges);

describe('style expansion properties', () => {
  it('always includes the edited row, only rows of its style, and all of them for a style-level cell', () => {
    fc.assert(
      fc.property(assortmentRows, changes, ([generated, index], edited) => {
        const row = generated[index]!;
        const ids = styleEditRowIds(generated, { id: row.id, changes: edited });
        expect(ids).toContain(row.id);
        const ofStyle = generated.filter((other) => other.style === row.style).map((other) => other.id);
        for (const id of ids) expect(ofStyle).toContain(id);
        const styleLevel = Object.keys(edited).some((field) => (styleLevelRowFields as string[]).includes(field));
        expect(ids).toEqual(styleLevel ? ofStyle : [row.id]);
      }),
    );
  });
  it('sends the other colours nothing but style-level cells', () => {
    fc.assert(
      fc.property(assortmentRows, changes, ([generated, index], edited) => {
        const row = generated[index]!;
        for (const expanded of expandStyleEdits(generated, [{ id: row.id, changes: edited }])) {
          expect(expanded.changes).toEqual(expanded.id === row.id ? edited : styleLevelChanges(edited));
        }
      }),
    );
  });
});
