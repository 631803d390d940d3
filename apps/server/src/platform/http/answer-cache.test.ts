import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';

describe('the answer cache', () => {
  it('keeps answers by tag within its characters, forgetting the least recently used first', () => {
    const cache = createAnswerCache({ maxChars: 10 });
    cache.set('a', '1234');
    cache.set('b', '5678');
    expect(cache.get('a')).toBe('1234');
    // 'b' is now the least recently used: the third answer pushes it out.
    cache.set('c', '90');
    cache.set('d', 'xy');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['1234', '90', 'xy']);
  });

  it('keeps nothing larger than itself, and never replaces what a tag names', () => {
    const cache = createAnswerCache({ maxChars: 4 });
    cache.set('big', '12345');
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', '12');
    cache.set('a', '34');
    expect(cache.get('a')).toBe('12');
  });

  it('keeps no answer smaller than its floor', () => {
    const cache = createAnswerCache({ maxChars: 100, minChars: 3 });
    cache.set('small', '12');
    cache.set('large', '123');
    expect(cache.get('small')).toBeUndefined();
    expect(cache.get('large')).toBe('123');
  });
});
