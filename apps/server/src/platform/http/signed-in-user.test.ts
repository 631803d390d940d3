import type { User } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { signedInUser } from './signed-in-user.js';

const user: User = {
  _id: '6f1c2b0e-8a4d-4c53-9a9e-2f6d1b7c0a11',
  userCode: 'TEST01',
  name: 'Test',
  lastName: 'User',
  email: 'test@test.stride',
  strategy: 'local',
  entity: null,
  country: null,
  lastLoginAt: null,
  permissions: [],
  userTBEs: [],
  departmentAccess: [],
  userActiveLocation: null,
  hasAdvancedRights: false,
  wof: { access: false, country: null },
  conferenceAccess: { asian: false, domestic: false, international: false },
  isEditor: false,
  isSeniorEditor: false,
  status: 'active',
  sessionOptions: {},
};

describe('signedInUser', () => {
  it('answers the user of the session', () => {
    expect(signedInUser({ user })).toBe(user);
  });

  it('refuses a request without a session with 401', () => {
    const refusal = (() => {
      try {
        signedInUser({ user: null });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 401, messageCode: 'ITS_BE_ERROR_UNAUTHENTICATED' });
  });
});
