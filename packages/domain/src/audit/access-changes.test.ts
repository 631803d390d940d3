import { describe, expect, it } from 'vitest';
import type { UserAccessFields } from '../users/user.js';
import { accessChangeEntries } from './access-changes.js';

const fields: UserAccessFields = {
  permissions: [{ domain: 'products', role: 'user' }],
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

describe('accessChangeEntries', () => {
  it('records nothing when no right changed, nor for session timings', () => {
    expect(accessChangeEntries(fields, { ...fields })).toEqual([]);
    expect(accessChangeEntries(fields, { ...fields, sessionOptions: { userTimeoutMs: 600_000 } })).toEqual([]);
  });

  it('records a permission change with only the changed fields before and after', () => {
    const after = {
      ...fields,
      permissions: [{ domain: 'products' as const, role: 'editor' as const }],
      isEditor: true,
    };
    expect(accessChangeEntries(fields, after)).toEqual([
      {
        action: 'user.permissions_changed',
        details: {
          before: { permissions: fields.permissions, isEditor: false },
          after: { permissions: after.permissions, isEditor: true },
        },
      },
    ]);
  });

  it('names an approval and a disabling by themselves, and other status changes as rights', () => {
    expect(accessChangeEntries({ ...fields, status: 'pending' }, fields)).toEqual([{ action: 'user.approved' }]);
    expect(accessChangeEntries(fields, { ...fields, status: 'deactivated' })).toEqual([{ action: 'user.disabled' }]);
    expect(accessChangeEntries({ ...fields, status: 'deactivated' }, fields)).toEqual([
      {
        action: 'user.permissions_changed',
        details: { before: { status: 'deactivated' }, after: { status: 'active' } },
      },
    ]);
  });

  it('records an approval with new permissions as two entries', () => {
    const after = { ...fields, hasAdvancedRights: true };
    expect(accessChangeEntries({ ...fields, status: 'pending' }, after).map((entry) => entry.action)).toEqual([
      'user.approved',
      'user.permissions_changed',
    ]);
  });
});
