import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assetSchema } from '../assets/asset.js';
import { assetNullableFields } from '../assets/asset-nullable-fields.js';
import { sampleNullableFields } from '../sample-inventory/sample-nullable-fields.js';
import { sampleSchema } from '../sample-inventory/sample-requests.js';
import { nullableFieldsOf, nullsRestored } from './nulls-left-out.js';

describe('nullsRestored', () => {
  it("puts back the nulls a row's schema allows, and nothing else", () => {
    const schema = z.object({
      id: z.string(),
      shelf: z.string().nullable(),
      quantity: z.number().nullable(),
      tags: z.array(z.string()),
    });
    const restore = nullsRestored(nullableFieldsOf(schema));
    const sent = [
      { id: 'a', quantity: 3, tags: [] },
      { id: 'b', shelf: 'S-1', tags: ['x'] },
    ];
    expect(restore(JSON.parse(JSON.stringify(sent)))).toEqual([
      { id: 'a', shelf: null, quantity: 3, tags: [] },
      { id: 'b', shelf: 'S-1', quantity: null, tags: ['x'] },
    ]);
  });

  it('names every field of an asset and a sample that may be null, as their schemas say', () => {
    expect([...assetNullableFields].sort()).toEqual(nullableFieldsOf(assetSchema).sort());
    expect([...sampleNullableFields].sort()).toEqual(nullableFieldsOf(sampleSchema).sort());
  });
});
