// @vitest-environment node
import type { Asset } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { batchRowOf, refusedRowsOf } from './batch-rows';

const asset = {
  _id: 'a1',
  name: 'Poster.jpg',
  category: null,
  year: 2026,
  divisionId: ['10', '20'],
  primaryFile: { _id: 'f1', groups: ['Mens'], thumbnail: null },
} as unknown as Asset;

describe('batch rows of a manage grid', () => {
  it('sends the changed fields as they are now, cleared ones as null', () => {
    expect(batchRowOf(asset, new Set(['category', 'year', 'divisionId']))).toEqual({
      _id: 'a1',
      patch: { category: null, year: 2026, divisionId: ['10', '20'] },
    });
  });

  it("sends the primary file's groups as a file update, and a status change in the patch", () => {
    expect(batchRowOf(asset, new Set(['groups']), { state: 'published' })).toEqual({
      _id: 'a1',
      patch: { state: 'published' },
      updateFiles: [{ _id: 'f1', groups: ['Mens'] }],
    });
  });

  it('reads the refused rows of a 400 answer and ignores anything else', () => {
    expect(refusedRowsOf({ rows: [{ _id: 'a1', fields: ['category'] }, { _id: 2 }, 'x'] })).toEqual([
      { _id: 'a1', fields: ['category'] },
    ]);
    expect(refusedRowsOf(undefined)).toEqual([]);
    expect(refusedRowsOf({ rows: 'no' })).toEqual([]);
  });
});
