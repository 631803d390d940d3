import { describe, expect, it } from 'vitest';
import { type AccessSubject, checkAccess, userAccessHolds } from './check-access.js';
import type { AccessRule, Permission } from './permission.js';
import { productsUser, subject } from './test-fixtures.js';

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
