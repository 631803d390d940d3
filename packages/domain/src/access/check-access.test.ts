import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  checkAccess,
  matchingPermissions,
  permissionMatches,
  userAccessHolds,
} from './check-access.js';
import type { AccessInfo, AccessRequirement, AccessRule, Permission, PermissionScopes } from './permission.js';
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

const subject = (permissions: Permission[], fields: Record<string, unknown> = {}): AccessSubject => ({
  ...fields,
  permissions,
});

const productsUser: Permission = { domain: 'products', role: 'user' };
const productsRule: AccessRule = { accessRequires: [{ domain: 'products', roles: ['user'] }] };

describe('checkAccess: rules without requirements', () => {
  const openRules: [string, AccessRule][] = [
    ['no parts', {}],
    ['empty accessRequires', { accessRequires: [] }],
    ['empty userAccess', { userAccess: {} }],
    ['both parts empty', { accessRequires: [], userAccess: {} }],
  ];
  const subjects: [string, AccessSubject | null | undefined][] = [
    ['null user', null],
    ['undefined user', undefined],
    ['user without permissions', subject([])],
    ['user with a permission', subject([productsUser])],
  ];
  for (const [ruleName, rule] of openRules) {
    for (const [subjectName, who] of subjects) {
      it(`${ruleName} allows ${subjectName}`, () => {
        expect(checkAccess(who, rule)).toBe(true);
      });
    }
  }
});

describe('checkAccess: missing user', () => {
  const guardedRules: [string, AccessRule][] = [
    ['accessRequires only', productsRule],
    ['userAccess only', { userAccess: { 'wof.access': true } }],
    ['both parts', { ...productsRule, userAccess: { 'wof.access': true } }],
  ];
  for (const [name, rule] of guardedRules) {
    it(`denies a null or undefined user when the rule has ${name}`, () => {
      expect(checkAccess(null, rule)).toBe(false);
      expect(checkAccess(undefined, rule)).toBe(false);
    });
  }
});

describe('checkAccess: bypassPermissions', () => {
  const denyingRule: AccessRule = { accessRequires: [{ domain: 'adminUsers', roles: ['admin'] }] };
  it('allows anyone, even a missing user, when the build flag is set', () => {
    expect(checkAccess(null, denyingRule, { bypassPermissions: true })).toBe(true);
    expect(checkAccess(subject([]), denyingRule, { bypassPermissions: true })).toBe(true);
    expect(checkAccess(subject([]), { userAccess: { 'wof.access': true } }, { bypassPermissions: true })).toBe(true);
  });
  it('checks normally when the flag is false or absent', () => {
    expect(checkAccess(subject([]), denyingRule, { bypassPermissions: false })).toBe(false);
    expect(checkAccess(subject([]), denyingRule, {})).toBe(false);
    expect(checkAccess(subject([]), denyingRule)).toBe(false);
  });
});

describe('permissionMatches: domain, role and sub-role', () => {
  const editorsReq: AccessRequirement = { domain: 'internalAssortments', roles: ['user', 'adminEditor'] };
  const withSubRoles: AccessRequirement = { ...editorsReq, subRoles: ['editor', 'seniorEditor'] };
  const cases: [string, Permission, AccessRequirement, boolean][] = [
    ['same domain, listed role', { domain: 'internalAssortments', role: 'user' }, editorsReq, true],
    ['same domain, second listed role', { domain: 'internalAssortments', role: 'adminEditor' }, editorsReq, true],
    ['same domain, unlisted role', { domain: 'internalAssortments', role: 'editor' }, editorsReq, false],
    ['other domain, listed role', { domain: 'productAssortments', role: 'user' }, editorsReq, false],
    [
      'sub-role not required, sub-role present',
      { domain: 'internalAssortments', role: 'user', subRole: 'manager' },
      editorsReq,
      true,
    ],
    ['sub-role required, none present', { domain: 'internalAssortments', role: 'user' }, withSubRoles, false],
    [
      'sub-role required, unlisted one',
      { domain: 'internalAssortments', role: 'user', subRole: 'manager' },
      withSubRoles,
      false,
    ],
    [
      'sub-role required, listed one',
      { domain: 'internalAssortments', role: 'user', subRole: 'editor' },
      withSubRoles,
      true,
    ],
    [
      'sub-role listed but role not',
      { domain: 'internalAssortments', role: 'manager', subRole: 'editor' },
      withSubRoles,
      false,
    ],
    [
      'empty roles list matches nobody',
      { domain: 'internalAssortments', role: 'user' },
      { domain: 'internalAssortments', roles: [] },
      false,
    ],
    [
      'empty subRoles list matches nobody',
      { domain: 'internalAssortments', role: 'user', subRole: 'editor' },
      { ...editorsReq, subRoles: [] },
      false,
    ],
  ];
  it.each(cases)('%s', (_name, permission, requirement, expected) => {
    expect(permissionMatches(permission, requirement)).toBe(expected);
    expect(checkAccess(subject([permission]), { accessRequires: [requirement] })).toBe(expected);
  });
});

describe('permissionMatches: region, channel and product type scopes', () => {
  const kinds = [
    { kind: 'region', values: regions.filter((v) => v !== 'All') },
    { kind: 'channel', values: channels.filter((v) => v !== 'All') },
    { kind: 'productType', values: productTypeScopes.filter((v) => v !== 'All') },
  ] as const;
  for (const { kind, values } of kinds) {
    const [wanted, other] = values;
    const requirement = (info: AccessInfo): AccessRequirement => ({
      domain: 'internalAssortments',
      roles: ['user'],
      info,
    });
    const permission = (scopes?: PermissionScopes): Permission => ({
      domain: 'internalAssortments',
      role: 'user',
      scopes,
    });
    const cases: [string, PermissionScopes | undefined, AccessInfo, boolean][] = [
      [`${kind} All covers ${wanted}`, { [kind]: 'All' }, { [kind]: wanted }, true],
      [`${kind} All covers ${other}`, { [kind]: 'All' }, { [kind]: other }, true],
      [`${kind} ${wanted} covers ${wanted}`, { [kind]: wanted }, { [kind]: wanted }, true],
      [`${kind} ${other} does not cover ${wanted}`, { [kind]: other }, { [kind]: wanted }, false],
      [`${kind} ${wanted} does not cover All`, { [kind]: wanted }, { [kind]: 'All' }, false],
      [`no ${kind} scope is unrestricted`, {}, { [kind]: wanted }, true],
      [`no scopes object is unrestricted`, undefined, { [kind]: wanted }, true],
      [`an info without ${kind} ignores the ${kind} scope`, { [kind]: other }, {}, true],
    ];
    it.each(cases)('%s', (_name, scopes, info, expected) => {
      expect(permissionMatches(permission(scopes), requirement(info))).toBe(expected);
    });
  }

  it('needs every info kind given to be covered', () => {
    const permission: Permission = {
      domain: 'internalAssortments',
      role: 'user',
      scopes: { region: 'Europe', channel: 'Wholesale', productType: 'All' },
    };
    const req = (info: AccessInfo): AccessRequirement => ({ domain: 'internalAssortments', roles: ['user'], info });
    expect(permissionMatches(permission, req({ region: 'Europe', channel: 'Wholesale', productType: 'POP' }))).toBe(
      true,
    );
    expect(permissionMatches(permission, req({ region: 'Europe', channel: 'Retail' }))).toBe(false);
    expect(permissionMatches(permission, req({ region: 'Domestic', channel: 'Wholesale' }))).toBe(false);
  });
});

describe('permissionMatches: sample libraries and conference groups', () => {
  const library = (libraries: PermissionScopes['libraries'], wanted: string) =>
    permissionMatches(
      { domain: 'sampleInventory', role: 'user', scopes: libraries === undefined ? {} : { libraries } },
      { domain: 'sampleInventory', roles: ['user'], info: { library: wanted } },
    );
  const libraryCases: [string, PermissionScopes['libraries'], string, boolean][] = [
    ['default scope covers Production', undefined, 'Production', true],
    ['default scope covers Sales', undefined, 'Sales', true],
    ['default scope does not cover an unknown library', undefined, 'Archive', false],
    ['Production only covers Production', ['Production'], 'Production', true],
    ['Production only does not cover Sales', ['Production'], 'Sales', false],
    ['Sales only covers Sales', ['Sales'], 'Sales', true],
    ['both listed cover Sales', ['Production', 'Sales'], 'Sales', true],
    ['an empty list covers nothing', [], 'Production', false],
  ];
  it.each(libraryCases)('library: %s', (_name, libraries, wanted, expected) => {
    expect(library(libraries, wanted)).toBe(expected);
  });

  const conference = (groups: PermissionScopes['conferenceGroups'], wanted: string) =>
    permissionMatches(
      { domain: 'conference', role: 'user', scopes: groups === undefined ? {} : { conferenceGroups: groups } },
      { domain: 'conference', roles: ['user'], info: { conferenceGroup: wanted } },
    );
  it.each(conferenceGroups)('conference group %s is not granted by default', (group) => {
    expect(conference(undefined, group)).toBe(false);
  });
  it.each(conferenceGroups)('conference group %s is granted when listed', (group) => {
    expect(conference([group], group)).toBe(true);
  });
  it('conference groups must match exactly', () => {
    expect(conference(['Domestic'], 'International')).toBe(false);
    expect(conference(['Asian JV', 'International'], 'International')).toBe(true);
    expect(conference(['Asian JV', 'International'], 'Domestic')).toBe(false);
  });
});

describe('checkAccess: accessRequires alternatives', () => {
  const rule: AccessRule = {
    accessRequires: [
      { domain: 'sampleOrders', roles: ['seniorCoordinator'] },
      { domain: 'promoOrders', roles: ['approver'] },
    ],
  };
  const cases: [string, Permission[], boolean][] = [
    ['matches the first alternative', [{ domain: 'sampleOrders', role: 'seniorCoordinator' }], true],
    ['matches the second alternative', [{ domain: 'promoOrders', role: 'approver' }], true],
    ['matches through a later permission', [productsUser, { domain: 'promoOrders', role: 'approver' }], true],
    ['role of one alternative with domain of the other', [{ domain: 'sampleOrders', role: 'approver' }], false],
    ['no permissions', [], false],
    ['only unrelated permissions', [productsUser, { domain: 'adminUsers', role: 'admin' }], false],
  ];
  it.each(cases)('%s', (_name, permissions, expected) => {
    expect(checkAccess(subject(permissions), rule)).toBe(expected);
  });
});

describe('userAccessHolds', () => {
  const cases: [string, unknown, boolean | string | readonly string[], boolean][] = [
    ['boolean true equals true', true, true, true],
    ['boolean true vs false', false, true, false],
    ['boolean false equals false', false, false, true],
    ['boolean false vs missing field', undefined, false, false],
    ['boolean vs its string form', 'true', true, false],
    ['string equal', 'US', 'US', true],
    ['string differs', 'CA', 'US', false],
    ['string is case-sensitive', 'us', 'US', false],
    ['string vs missing field', undefined, 'US', false],
    ['list contains the value', 'CA', ['US', 'CA'], true],
    ['list lacks the value', 'MX', ['US', 'CA'], false],
    ['empty list matches nothing', 'US', [], false],
    ['list vs missing field', undefined, ['US'], false],
    ['list vs a non-string field', 1, ['1'], false],
    ['user list holds the string', ['Footwear', 'Apparel'], 'Apparel', true],
    ['user list lacks the string', ['Footwear'], 'Apparel', false],
    ['user list holds the boolean', [false, true], true, true],
    ['user list overlaps the expected list', ['Footwear', 'POP'], ['Apparel', 'POP'], true],
    ['user list disjoint from the expected list', ['Footwear'], ['Apparel', 'POP'], false],
    ['empty user list', [], ['Apparel'], false],
  ];
  it.each(cases)('%s', (_name, actual, expected, result) => {
    expect(userAccessHolds(actual, expected)).toBe(result);
  });
});

describe('checkAccess: userAccess conditions', () => {
  it('reads nested fields by dotted path', () => {
    const rule: AccessRule = { userAccess: { 'wof.access': true } };
    expect(checkAccess(subject([], { wof: { access: true } }), rule)).toBe(true);
    expect(checkAccess(subject([], { wof: { access: false } }), rule)).toBe(false);
    expect(checkAccess(subject([], { wof: null }), rule)).toBe(false);
    expect(checkAccess(subject([]), rule)).toBe(false);
    expect(checkAccess(subject([], { 'wof.access': true }), rule)).toBe(false);
  });
  it('reads top-level strings and lists', () => {
    expect(checkAccess(subject([], { country: 'US' }), { userAccess: { country: 'US' } })).toBe(true);
    expect(checkAccess(subject([], { country: 'CA' }), { userAccess: { country: ['US', 'CA'] } })).toBe(true);
    expect(checkAccess(subject([], { country: 'MX' }), { userAccess: { country: ['US', 'CA'] } })).toBe(false);
    const departments = { departmentAccess: ['Footwear', 'Design'] };
    expect(checkAccess(subject([], departments), { userAccess: { departmentAccess: 'Design' } })).toBe(true);
    expect(checkAccess(subject([], departments), { userAccess: { departmentAccess: 'Sales' } })).toBe(false);
  });
  it('needs every condition to hold', () => {
    const rule: AccessRule = { userAccess: { 'wof.access': true, 'conferenceAccess.asian': true } };
    const both = { wof: { access: true }, conferenceAccess: { asian: true } };
    const one = { wof: { access: true }, conferenceAccess: { asian: false } };
    expect(checkAccess(subject([], both), rule)).toBe(true);
    expect(checkAccess(subject([], one), rule)).toBe(false);
  });
});

describe('checkAccess: both parts must hold', () => {
  const rule: AccessRule = { ...productsRule, userAccess: { 'wof.access': true } };
  const cases: [string, Permission[], boolean, boolean][] = [
    ['permission and condition', [productsUser], true, true],
    ['permission without condition', [productsUser], false, false],
    ['condition without permission', [], true, false],
    ['neither', [], false, false],
  ];
  it.each(cases)('%s', (_name, permissions, wofAccess, expected) => {
    expect(checkAccess(subject(permissions, { wof: { access: wofAccess } }), rule)).toBe(expected);
  });
});

describe('matchingPermissions', () => {
  it('returns only the permissions matching the requirement, in order', () => {
    const europe: Permission = { domain: 'internalAssortments', role: 'user', scopes: { region: 'Europe' } };
    const all: Permission = { domain: 'internalAssortments', role: 'adminEditor', scopes: { region: 'All' } };
    const domestic: Permission = { domain: 'internalAssortments', role: 'user', scopes: { region: 'Domestic' } };
    const requirement: AccessRequirement = {
      domain: 'internalAssortments',
      roles: ['user', 'adminEditor'],
      info: { region: 'Europe' },
    };
    expect(matchingPermissions(subject([europe, productsUser, domestic, all]), requirement)).toEqual([europe, all]);
    expect(matchingPermissions(subject([productsUser]), requirement)).toEqual([]);
  });
});

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
