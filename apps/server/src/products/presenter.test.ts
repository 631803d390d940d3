import type { Product } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { searchAnswerJson } from './presenter.js';

const product = {
  styleColorId: '149710_BKWT',
  locations: [{ code: 'US' }, { code: 'EU' }, { code: 'CA' }],
} as unknown as Product;
// As PostgreSQL returns json: spacing of its own, which a user seeing everything gets unchanged.
const stored = '{"styleColorId": "149710_BKWT", "locations": [{"code": "US"}, {"code": "EU"}, {"code": "CA"}]}';

describe('searchAnswerJson', () => {
  it('sends the stored documents as they are to a user who sees every location', () => {
    const body = searchAnswerJson([stored, stored], new Set(['US', 'EU', 'CA']), 2);
    expect(body).toBe(`{"totalCount":2,"data":[${stored},${stored}]}`);
    expect(JSON.parse(body)).toEqual({ totalCount: 2, data: [product, product] });
  });

  it('leaves out the locations a user may not see, and the total when it was not asked for', () => {
    expect(JSON.parse(searchAnswerJson([stored], new Set(['EU']), undefined))).toEqual({
      data: [{ ...product, locations: [{ code: 'EU' }] }],
    });
  });

  it('answers an empty page', () => {
    expect(JSON.parse(searchAnswerJson([], new Set(['US']), 0))).toEqual({ totalCount: 0, data: [] });
  });
});
