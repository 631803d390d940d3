import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLECTION_SIZE_LIMIT_BYTES } from '../constants/limits.js';
import { type CollectionEntry, collectionSize, isCollectionTooLarge } from './collection-size.js';

const GiB = 1024 ** 3;
const entry = (...files: [number, string][]): CollectionEntry => ({
  _id: 'a',
  files: files.map(([fileSize, usageType]) => ({ fileSize, usageType })),
});

describe('collection size (spec part 1 §3)', () => {
  it.each([
    { bytes: COLLECTION_SIZE_LIMIT_BYTES - 1, tooLarge: false },
    { bytes: COLLECTION_SIZE_LIMIT_BYTES, tooLarge: true },
    { bytes: COLLECTION_SIZE_LIMIT_BYTES + 1, tooLarge: true },
    { bytes: 0, tooLarge: false },
  ])('$bytes bytes too large: $tooLarge', ({ bytes, tooLarge }) => {
    expect(isCollectionTooLarge(bytes)).toBe(tooLarge);
  });

  it('the limit is 20 GiB', () => {
    expect(COLLECTION_SIZE_LIMIT_BYTES).toBe(20 * GiB);
  });

  it('counts Working Files only when they are included', () => {
    const entries = [entry([15 * GiB, 'Primary'], [6 * GiB, 'Working File']), entry([GiB, 'Primary'])];
    expect(collectionSize(entries, { includeWorkingFiles: false })).toBe(16 * GiB);
    expect(collectionSize(entries, { includeWorkingFiles: true })).toBe(22 * GiB);
    expect(isCollectionTooLarge(collectionSize(entries, { includeWorkingFiles: false }))).toBe(false);
    expect(isCollectionTooLarge(collectionSize(entries, { includeWorkingFiles: true }))).toBe(true);
  });

  it('including Working Files never makes a collection smaller', () => {
    const file = fc.tuple(fc.nat({ max: 2 ** 40 }), fc.constantFrom('Primary', 'Working File'));
    fc.assert(
      fc.property(
        fc.array(
          fc.array(file, { maxLength: 5 }).map((files) => entry(...files)),
          { maxLength: 10 },
        ),
        (entries) => {
          const without = collectionSize(entries, { includeWorkingFiles: false });
          const withWorking = collectionSize(entries, { includeWorkingFiles: true });
          expect(withWorking).toBeGreaterThanOrEqual(without);
          const all = entries.flatMap((candidate) => candidate.files).reduce((sum, { fileSize }) => sum + fileSize, 0);
          expect(withWorking).toBe(all);
        },
      ),
    );
  });
});
