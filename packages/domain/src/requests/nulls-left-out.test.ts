import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullsRestored } from './nulls-left-out.js';

describe('nullsRestored', () => {
  it("puts back the nulls a row's schema allows, and nothing else", () => {
    const schema = z.object({
      id: z.string(),
      shelf: z.string().nullable(),
      quantity: z.number().nullable(),
      tags: z.array(z.string()),
    });
    const restore = nullsRestored(schema);
    const sent = [
      { id: 'a', quantity: 3, tags: [] },
      { id: 'b', shelf: 'S-1', tags: ['x'] },
    ];
    expect(restore(JSON.parse(JSON.stringify(sent)))).toEqual([
      { id: 'a', shelf: null, quantity: 3, tags: [] },
      { id: 'b', shelf: 'S-1', quantity: null, tags: ['x'] },
    ]);
  });
});
