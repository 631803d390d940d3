import { describe, expect, it } from 'vitest';
import {
  assortmentFileUrl,
  assortmentFileUrlSchema,
  createAssortmentFileRequestSchema,
  isAssortmentFileUrl,
} from './assortment-files.js';
import { applyRowChanges } from './cell-rules.js';

const assortmentId = '5b0c3f4e-8f7a-4c1e-9a51-0d2f1b7c9e21';
const fileId = '0a6f1c3d-2b4e-4f5a-8c7d-9e0f1a2b3c4d';
const url = assortmentFileUrl(assortmentId, fileId);

describe('assortment files', () => {
  it('accepts only addresses of files uploaded to an assortment', () => {
    expect(isAssortmentFileUrl(url)).toBe(true);
    for (const other of [
      'javascript:alert(1)',
      'https://example.com/logo.png',
      `${url}/../../users`,
      `/api/assortments/${assortmentId}/files/not-an-id`,
    ]) {
      expect(isAssortmentFileUrl(other)).toBe(false);
      expect(assortmentFileUrlSchema.safeParse(other).success).toBe(false);
    }
    expect(assortmentFileUrlSchema.parse(null)).toBeNull();
  });

  it('needs what the file attaches to, a plain file name and a size within 50 MB', () => {
    const valid = { usageType: 'product', attachTo: '100023-001', filename: 'hero shot.jpg', fileSize: 1_000 };
    expect(createAssortmentFileRequestSchema.safeParse(valid).success).toBe(true);
    expect(createAssortmentFileRequestSchema.safeParse({ ...valid, attachTo: ' ' }).success).toBe(false);
    expect(createAssortmentFileRequestSchema.safeParse({ ...valid, filename: '../etc/passwd' }).success).toBe(false);
    expect(createAssortmentFileRequestSchema.safeParse({ ...valid, fileSize: 60_000_000 }).success).toBe(false);
    expect(createAssortmentFileRequestSchema.safeParse({ ...valid, usageType: 'libraryAsset' }).success).toBe(false);
  });

  it("sets a line's picture only to an assortment file, and clears it on a blank cell", () => {
    const row = { cost: 50, suggestedRetail: 100, decimalPlaces: 2, thumbnail: url };
    const context = { labels: [], pillars: [] };
    expect(applyRowChanges(row, { thumbnail: '' }, context).values).toEqual({ thumbnail: null });
    expect(applyRowChanges(row, { thumbnail: 'javascript:alert(1)' }, context)).toEqual({
      values: {},
      problems: [{ field: 'thumbnail', message: 'invalidValue' }],
    });
    const other = assortmentFileUrl(assortmentId, '1a6f1c3d-2b4e-4f5a-8c7d-9e0f1a2b3c4d');
    expect(applyRowChanges(row, { thumbnail: other }, context).values).toEqual({ thumbnail: other });
  });
});
