import { describe, expect, it } from 'vitest';
import { userCodeFromEmail } from './user-code.js';

describe('userCodeFromEmail', () => {
  it.each([
    ['jane.doe@stride.demo', 'JANEDOE'],
    ['o.brien-smith+work@stride.demo', 'OBRIENSM'],
    ['__@stride.demo', ''],
  ])('builds the code of %s from %s and the time', (email, prefix) => {
    const now = Date.UTC(2026, 0, 1);
    expect(userCodeFromEmail(email, now)).toBe(`${prefix}${now.toString(36).slice(-4).toUpperCase()}`);
  });
});
