import { describe, expect, it } from 'vitest';
import { fullName } from './full-name.js';
import { userSummarySchema } from './user.js';

describe('fullName', () => {
  it('joins name and last name, trimming a missing part', () => {
    expect(fullName({ name: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(fullName({ name: 'Jane', lastName: '' })).toBe('Jane');
    expect(fullName({ name: '', lastName: 'Doe' })).toBe('Doe');
  });
});

describe('userSummarySchema', () => {
  it('keeps only the summary fields', () => {
    const summary = userSummarySchema.parse({
      _id: 'u1',
      userCode: 'JD1',
      name: 'Jane',
      lastName: 'Doe',
      email: 'jane@stride.demo',
      permissions: [{ domain: 'products', role: 'admin' }],
    });
    expect(summary).toEqual({ _id: 'u1', userCode: 'JD1', name: 'Jane', lastName: 'Doe', email: 'jane@stride.demo' });
  });
});
