import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAccess, permissionMatches } from './check-access.js';
import type { AccessInfo, AccessRequirement, Permission, PermissionScopes } from './permission.js';
import {
  channels,
  conferenceGroups,
  permissionDomains,
  productTypeScopes,
  regions,
  roles,
  sampleLibraries,
  subRoles,
} from './roles.js';
import { subject } from './test-fixtures.js';

const scopesArb: fc.Arbitrary<PermissionScopes> = fc.record(
  {
    region: fc.constantFrom(...regions),
    channel: fc.constantFrom(...channels),
    productType: fc.constantFrom(...productTypeScopes),
    libraries: fc.subarray([...sampleLibraries]),
    conferenceGroups: fc.subarray([...conferenceGroups]),
  },
  { requiredKeys: [] },
);
const permissionArb: fc.Arbitrary<Permission> = fc.record(
  {
    domain: fc.constantFrom(...permissionDomains),
    role: fc.constantFrom(...roles),
    subRole: fc.constantFrom(...subRoles),
    scopes: scopesArb,
  },
  { requiredKeys: ['domain', 'role'] },
);
const infoArb: fc.Arbitrary<AccessInfo> = fc.record(
  {
    region: fc.constantFrom(...regions),
    channel: fc.constantFrom(...channels),
    productType: fc.constantFrom(...productTypeScopes),
    library: fc.constantFrom(...sampleLibraries),
    conferenceGroup: fc.constantFrom(...conferenceGroups),
  },
  { requiredKeys: [] },
);
const requirementArb: fc.Arbitrary<AccessRequirement> = fc.record(
  {
    domain: fc.constantFrom(...permissionDomains),
    roles: fc.subarray([...roles], { minLength: 1 }),
    subRoles: fc.subarray([...subRoles], { minLength: 1 }),
    info: infoArb,
  },
  { requiredKeys: ['domain', 'roles'] },
);
const requirementsArb = fc.array(requirementArb, { minLength: 1, maxLength: 4 });
const permissionsArb = fc.array(permissionArb, { maxLength: 6 });

describe('checkAccess properties', () => {
  it('bypassPermissions always allows', () => {
    fc.assert(
      fc.property(permissionsArb, requirementsArb, (permissions, accessRequires) => {
        expect(checkAccess(subject(permissions), { accessRequires }, { bypassPermissions: true })).toBe(true);
      }),
    );
  });

  it('adding a permission never takes access away', () => {
    fc.assert(
      fc.property(permissionsArb, permissionArb, requirementsArb, (permissions, extra, accessRequires) => {
        if (checkAccess(subject(permissions), { accessRequires })) {
          expect(checkAccess(subject([...permissions, extra]), { accessRequires })).toBe(true);
        }
      }),
    );
  });

  it('adding an alternative never takes access away, adding a condition never grants it', () => {
    fc.assert(
      fc.property(
        permissionsArb,
        requirementsArb,
        requirementArb,
        fc.boolean(),
        (permissions, accessRequires, extra, wof) => {
          const who = subject(permissions, { wof: { access: wof } });
          const before = checkAccess(who, { accessRequires });
          if (before) expect(checkAccess(who, { accessRequires: [...accessRequires, extra] })).toBe(true);
          const withCondition = checkAccess(who, { accessRequires, userAccess: { 'wof.access': true } });
          if (!before) expect(withCondition).toBe(false);
          expect(withCondition).toBe(before && wof);
        },
      ),
    );
  });

  it('does not depend on the order of permissions or alternatives', () => {
    fc.assert(
      fc.property(permissionsArb, requirementsArb, (permissions, accessRequires) => {
        const expected = checkAccess(subject(permissions), { accessRequires });
        expect(
          checkAccess(subject([...permissions].reverse()), { accessRequires: [...accessRequires].reverse() }),
        ).toBe(expected);
      }),
    );
  });

  it('a permission scoped All everywhere matches any region, channel and product type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...permissionDomains),
        fc.constantFrom(...roles),
        infoArb,
        (domain, role, { region, channel, productType }) => {
          const permission: Permission = {
            domain,
            role,
            scopes: { region: 'All', channel: 'All', productType: 'All' },
          };
          expect(permissionMatches(permission, { domain, roles: [role], info: { region, channel, productType } })).toBe(
            true,
          );
        },
      ),
    );
  });
});
