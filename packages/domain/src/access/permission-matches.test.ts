import { describe, expect, it } from 'vitest';
import { checkAccess, matchingPermissions, permissionMatches } from './check-access.js';
import type { AccessInfo, AccessRequirement, Permission, PermissionScopes } from './permission.js';
import { channels, conferenceGroups, productTypeScopes, regions } from './roles.js';
import { productsUser, subject } from './test-fixtures.js';

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
