import { describe, expect, it } from 'vitest';
import { filtersWithoutFacet, productFacetRequestSchema } from './facets.js';

describe('facet filters', () => {
  const filters = {
    styleOnly: false,
    division: ['Work'],
    gender: ['Mens' as const],
    components: { color1: 'Black', material1: 'Leather' },
    categories: { type: 'Boot' },
  };

  it('leave out only the facet’s own condition', () => {
    expect(filtersWithoutFacet(filters, 'division')).toEqual({ ...filters, division: undefined });
    expect(filtersWithoutFacet(filters, 'color1')).toEqual({ ...filters, components: { material1: 'Leather' } });
    expect(filtersWithoutFacet(filters, 'type')).toEqual({ ...filters, categories: undefined });
  });

  it('accept only known keys and strip unknown fields', () => {
    expect(productFacetRequestSchema.safeParse({ keys: ['shoeSize'], query: {} }).success).toBe(false);
    const parsed = productFacetRequestSchema.parse({ keys: ['division'], query: { sort: 'x', productType: 'POP' } });
    expect(parsed.query).not.toHaveProperty('sort');
    expect(parsed.query.productType).toBe('POP');
  });
});
