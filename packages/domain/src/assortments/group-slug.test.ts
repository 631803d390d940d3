import { describe, expect, it } from 'vitest';
import { groupSlug } from './group-slug.js';

describe('group slugs', () => {
  it('make a group title safe for an address, the same title always the same slug', () => {
    expect(groupSlug('Work & Safety')).toBe('work-safety');
    expect(groupSlug('Kids Light-Up')).toBe('kids-light-up');
    expect(groupSlug('  Été  Collection ')).toBe('ete-collection');
    expect(groupSlug('Comfort Technology')).toBe(groupSlug('comfort technology'));
  });
});
