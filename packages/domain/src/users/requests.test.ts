import { describe, expect, it } from 'vitest';
import {
  accessRequestSchema,
  adRegisterRequestSchema,
  autocompleteQuerySchema,
  loginRequestSchema,
  PASSWORD_MIN_LENGTH,
  passwordResetRequestSchema,
  setPasswordRequestSchema,
  userAccessUpdateSchema,
  userListQuerySchema,
} from './requests.js';

describe('loginRequestSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(loginRequestSchema.parse({ email: '  Jane.Doe@Stride.DEMO ', password: 'secret' })).toEqual({
      email: 'jane.doe@stride.demo',
      password: 'secret',
    });
  });
  it('strips unknown fields', () => {
    const parsed = loginRequestSchema.parse({ email: 'a@b.co', password: 'x', isAdmin: true, permissions: [] });
    expect(parsed).toEqual({ email: 'a@b.co', password: 'x' });
    expect(Object.keys(parsed).sort()).toEqual(['email', 'password']);
  });
  it.each([
    'not-an-email',
    'jane@',
    '@stride.demo',
    'jane doe@stride.demo',
    'jane@@stride.demo',
    '',
    '   ',
    `${'a'.repeat(250)}@b.co`,
  ])('rejects the e-mail %j', (email) => {
    expect(loginRequestSchema.safeParse({ email, password: 'secret' }).success).toBe(false);
  });
  it('rejects a missing or empty password but not a short one', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(201) }).success).toBe(false);
  });
  it('rejects a non-string e-mail', () => {
    expect(loginRequestSchema.safeParse({ email: 42, password: 'secret' }).success).toBe(false);
  });
});

describe('setPasswordRequestSchema', () => {
  it('needs at least PASSWORD_MIN_LENGTH (10) characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(setPasswordRequestSchema.safeParse({ password: 'x'.repeat(9) }).success).toBe(false);
    expect(setPasswordRequestSchema.safeParse({ password: 'x'.repeat(10) }).success).toBe(true);
    expect(setPasswordRequestSchema.safeParse({ password: 'x'.repeat(200) }).success).toBe(true);
    expect(setPasswordRequestSchema.safeParse({ password: 'x'.repeat(201) }).success).toBe(false);
  });
  it('does not trim the password before counting', () => {
    expect(setPasswordRequestSchema.parse({ password: '  padded  ' })).toEqual({ password: '  padded  ' });
  });
});

describe('passwordResetRequestSchema and accessRequestSchema', () => {
  it('normalises the e-mail the same way as login', () => {
    expect(passwordResetRequestSchema.parse({ email: ' A@B.CO' })).toEqual({ email: 'a@b.co' });
  });
  it('trims names and needs them non-empty', () => {
    expect(accessRequestSchema.parse({ email: 'A@B.co', name: ' Jane ', lastName: ' Doe ', extra: 1 })).toEqual({
      email: 'a@b.co',
      name: 'Jane',
      lastName: 'Doe',
    });
    expect(accessRequestSchema.safeParse({ email: 'a@b.co', name: '  ', lastName: 'Doe' }).success).toBe(false);
    expect(
      accessRequestSchema.safeParse({ email: 'a@b.co', name: 'Jane', lastName: 'Doe', country: 'USAX' }).success,
    ).toBe(false);
  });
});

describe('query schemas', () => {
  it('coerces and bounds the autocomplete limit, defaulting to 10', () => {
    expect(autocompleteQuerySchema.parse({ text: ' ab ' })).toEqual({ text: 'ab', limit: 10 });
    expect(autocompleteQuerySchema.parse({ text: 'ab', limit: '5' })).toEqual({ text: 'ab', limit: 5 });
    expect(autocompleteQuerySchema.safeParse({ text: 'ab', limit: '11' }).success).toBe(false);
    expect(autocompleteQuerySchema.safeParse({ text: 'ab', limit: '0' }).success).toBe(false);
    expect(autocompleteQuerySchema.safeParse({ text: '  ' }).success).toBe(false);
  });
  it('pages the user list by 100 from 0', () => {
    expect(userListQuerySchema.parse({})).toEqual({ skip: 0, limit: 100 });
    expect(userListQuerySchema.parse({ skip: '200', limit: '50', status: 'active' })).toEqual({
      skip: 200,
      limit: 50,
      status: 'active',
    });
    expect(userListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ skip: '-1' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ status: 'banned' }).success).toBe(false);
  });
});

describe('userAccessUpdateSchema', () => {
  it('accepts a partial update and validates what is given', () => {
    expect(userAccessUpdateSchema.parse({ hasAdvancedRights: true })).toEqual({ hasAdvancedRights: true });
    expect(
      userAccessUpdateSchema.parse({
        permissions: [{ domain: 'sampleInventory', role: 'user', scopes: { libraries: ['Sales'] } }],
      }),
    ).toEqual({ permissions: [{ domain: 'sampleInventory', role: 'user', scopes: { libraries: ['Sales'] } }] });
    expect(userAccessUpdateSchema.safeParse({ permissions: [{ domain: 'nope', role: 'user' }] }).success).toBe(false);
    expect(userAccessUpdateSchema.safeParse({ permissions: [{ domain: 'products', role: 'king' }] }).success).toBe(
      false,
    );
    expect(
      userAccessUpdateSchema.safeParse({
        permissions: [{ domain: 'products', role: 'user', scopes: { region: 'Mars' } }],
      }).success,
    ).toBe(false);
  });
  it('bounds session option overrides', () => {
    expect(userAccessUpdateSchema.safeParse({ sessionOptions: { userTimeoutMs: 600_000 } }).success).toBe(true);
    expect(userAccessUpdateSchema.safeParse({ sessionOptions: { userTimeoutMs: 9_999 } }).success).toBe(false);
    expect(userAccessUpdateSchema.safeParse({ sessionOptions: { userWarningMs: 4_999 } }).success).toBe(false);
  });
});

describe('adRegisterRequestSchema', () => {
  it('takes only what the identity provider does not give', () => {
    const parsed = adRegisterRequestSchema.parse({
      entity: ' Stride EU ',
      country: 'DE',
      reason: 'Wholesale orders',
      email: 'someone@else.example',
      status: 'active',
    });
    expect(parsed).toEqual({ entity: 'Stride EU', country: 'DE', reason: 'Wholesale orders' });
  });
  it('accepts an empty request', () => {
    expect(adRegisterRequestSchema.parse({})).toEqual({});
  });
});
