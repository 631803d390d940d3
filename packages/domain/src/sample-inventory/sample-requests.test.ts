import { describe, expect, it } from 'vitest';
import { sampleBatchRequestSchema, sampleListQuerySchema, sampleTrackingRequestSchema } from './sample-requests.js';

describe('sample inventory requests (spec part 2 §7.12)', () => {
  it('pages like the library fetch, or by startRow/endRow, with no default sort', () => {
    expect(sampleListQuerySchema.parse({})).toEqual({ skip: 0, limit: 100 });
    expect(sampleListQuerySchema.parse({ skip: '200', limit: '100', totalCount: 'true' })).toEqual({
      skip: 200,
      limit: 100,
      totalCount: true,
    });
    expect(sampleListQuerySchema.parse({ startRow: '100', endRow: '200', sort: '-style' })).toEqual({
      skip: 100,
      limit: 100,
      sort: '-style',
    });
    expect(sampleListQuerySchema.parse({ style: '1001' }).style).toEqual(['1001']);
    expect(sampleListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });

  it('strips unknown batch fields and refuses a side that is not Left, Right or Pair', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(sampleBatchRequestSchema.parse({ update: [{ _id: id, patch: { bin: 'B-1', secret: 1 } }] })).toEqual({
      update: [{ _id: id, patch: { bin: 'B-1' } }],
    });
    expect(sampleBatchRequestSchema.safeParse({ create: [{ side: 'Middle' }] }).success).toBe(false);
  });

  it('records an out or a return with a positive quantity, or an inventory count of several samples', () => {
    expect(sampleTrackingRequestSchema.safeParse({ action: 'out', quantity: 0 }).success).toBe(false);
    expect(sampleTrackingRequestSchema.safeParse({ action: 'returned', quantity: 2 }).success).toBe(true);
    expect(sampleTrackingRequestSchema.safeParse({ action: 'inventory', items: [] }).success).toBe(false);
  });
});
