import { describe, expect, it } from 'vitest';
import { apiTokenCreateSchema, apiTokenSchema, userApiTokenParams } from './api-tokens.js';

describe('apiTokenCreateSchema', () => {
  it('takes a trimmed name, read or write, and 30, 90 or 365 days', () => {
    for (const expiresInDays of [30, 90, 365]) {
      expect(apiTokenCreateSchema.parse({ name: '  ERP sync ', access: 'write', expiresInDays })).toEqual({
        name: 'ERP sync',
        access: 'write',
        expiresInDays,
      });
    }
  });

  it.each([
    ['an empty name', { name: '   ', access: 'read', expiresInDays: 30 }],
    ['a name over 80 characters', { name: 'x'.repeat(81), access: 'read', expiresInDays: 30 }],
    ['another access', { name: 'x', access: 'admin', expiresInDays: 30 }],
    ['another expiry', { name: 'x', access: 'read', expiresInDays: 31 }],
    ['no expiry', { name: 'x', access: 'read' }],
    ['an expiry as text', { name: 'x', access: 'read', expiresInDays: '30' }],
  ])('refuses %s', (_case, body) => {
    expect(apiTokenCreateSchema.safeParse(body).success).toBe(false);
  });
});

describe('apiTokenSchema', () => {
  it('answers no token and no hash, whatever the row held', () => {
    const listed = apiTokenSchema.parse({
      _id: '00000000-0000-4000-8000-000000000001',
      name: 'Reports',
      access: 'read',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastUsedAt: null,
      expiresAt: '2026-04-01T00:00:00.000Z',
      token: 'stride_pat_secret',
      tokenHash: 'hash',
    });
    expect(listed).not.toHaveProperty('token');
    expect(listed).not.toHaveProperty('tokenHash');
  });
});

describe('userApiTokenParams', () => {
  it('needs a person and a token, both ids', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(userApiTokenParams.safeParse({ userId: id, id }).success).toBe(true);
    expect(userApiTokenParams.safeParse({ userId: 'me', id }).success).toBe(false);
  });
});
