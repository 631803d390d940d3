import { describe, expect, it } from 'vitest';
import { escapeLike } from './escape-like.js';

describe('escapeLike', () => {
  it.each([
    ['plain text', 'plain text'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\%', '\\%\\_\\\\\\%'],
    ['', ''],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});
