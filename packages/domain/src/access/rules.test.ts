import { describe, expect, it } from 'vitest';
import { type AccessSubject, checkAccess } from './check-access.js';
import type { Permission } from './permission.js';
import type { PermissionDomain, Role } from './roles.js';
import { type AccessRuleName, accessRules } from './rules.js';

type Case = { rule: AccessRuleName; who: string; subject: AccessSubject | null; allowed: boolean };

const holding = (...permissions: Permission[]): AccessSubject => ({ permissions });
const grant = (domain: PermissionDomain, role: Role, rest: Omit<Permission, 'domain' | 'role'> = {}): Permission => ({
  domain,
  role,
  ...rest,
});

const cases: Case[] = [];
const add = (rule: AccessRuleName, who: string, subject: AccessSubject | null, allowed: boolean) =>
  cases.push({ rule, who, subject, allowed });

add('signedIn', 'a user without permissions', holding(), true);
add('signedIn', 'a user with permissions', holding(grant('products', 'user')), true);

add('adminUsers', 'an admin', holding(grant('adminUsers', 'admin')), true);
add('adminUsers', 'a plain user of admin users', holding(grant('adminUsers', 'user')), false);
add('adminUsers', 'an admin of another domain', holding(grant('products', 'admin')), false);
add('adminUsers', 'nobody signed in', null, false);

// Library areas: viewing allows user, editor and senior editor; managing needs an editor role.
const libraryRules = [
  ['advertisingAssets', 'viewAdvertisingAssets', 'manageAdvertisingAssets'],
  ['advertisingLogos', 'viewAdvertisingLogos', 'manageAdvertisingLogos'],
  ['globalRetail', 'viewGlobalRetail', 'manageGlobalRetail'],
  ['productDocuments', 'viewProductDocuments', 'manageProductDocuments'],
  ['stepTraining', 'viewStepTraining', 'manageStepTraining'],
] as const;
for (const [domain, view, manage] of libraryRules) {
  add(view, 'a plain user', holding(grant(domain, 'user')), true);
  add(view, 'an editor', holding(grant(domain, 'editor')), true);
  add(view, 'a senior editor', holding(grant(domain, 'seniorEditor')), true);
  add(view, 'a manager', holding(grant(domain, 'manager')), false);
  add(view, 'a user of another domain', holding(grant('products', 'user')), false);
  add(manage, 'an editor', holding(grant(domain, 'editor')), true);
  add(manage, 'a senior editor', holding(grant(domain, 'seniorEditor')), true);
  add(manage, 'a plain user', holding(grant(domain, 'user')), false);
  add(manage, 'an admin', holding(grant(domain, 'admin')), false);
  add(manage, 'an editor of products only', holding(grant('products', 'editor')), false);
}

for (const [rule, domain] of [
  ['viewProducts', 'products'],
  ['viewAssortments', 'productAssortments'],
] as const) {
  for (const role of ['user', 'editor', 'seniorEditor', 'manager', 'admin'] as const) {
    add(rule, `a ${role}`, holding(grant(domain, role)), true);
  }
  add(rule, 'an approver', holding(grant(domain, 'approver')), false);
  add(rule, 'a user of internal assortments', holding(grant('internalAssortments', 'user')), false);
}

add('manageAssortmentReporting', 'a manager', holding(grant('productAssortments', 'manager')), true);
add('manageAssortmentReporting', 'a plain user', holding(grant('productAssortments', 'user')), false);
add('manageAssortmentReporting', 'an editor', holding(grant('productAssortments', 'editor')), false);
add('manageAssortmentReporting', 'a manager of products', holding(grant('products', 'manager')), false);

add('manageSeasons', 'an admin editor', holding(grant('internalAssortments', 'adminEditor')), true);
add('manageSeasons', 'a plain user', holding(grant('internalAssortments', 'user', { subRole: 'editor' })), false);
add('manageSeasons', 'an admin editor of assortments', holding(grant('productAssortments', 'adminEditor')), false);

add(
  'internalAssortmentData',
  'a user with sub-role editor',
  holding(grant('internalAssortments', 'user', { subRole: 'editor' })),
  true,
);
add(
  'internalAssortmentData',
  'an admin editor with sub-role senior editor',
  holding(grant('internalAssortments', 'adminEditor', { subRole: 'seniorEditor' })),
  true,
);
add('internalAssortmentData', 'a user without sub-role', holding(grant('internalAssortments', 'user')), false);
add(
  'internalAssortmentData',
  'a user with sub-role manager',
  holding(grant('internalAssortments', 'user', { subRole: 'manager' })),
  false,
);
add(
  'internalAssortmentData',
  'an editor role with sub-role editor',
  holding(grant('internalAssortments', 'editor', { subRole: 'editor' })),
  false,
);

for (const [rule, own, other] of [
  ['keyInitiativesMenu', 'Wholesale', 'Retail'],
  ['retailAssortmentsMenu', 'Retail', 'Wholesale'],
] as const) {
  const scoped = (channel: 'All' | 'Wholesale' | 'Retail', rest: Omit<Permission, 'domain' | 'role' | 'scopes'>) =>
    grant('internalAssortments', 'user', { ...rest, scopes: { channel } });
  add(rule, `a manager scoped to ${own}`, holding(scoped(own, { subRole: 'manager' })), true);
  add(rule, 'an editor scoped to All channels', holding(scoped('All', { subRole: 'editor' })), true);
  add(
    rule,
    'a senior editor without channel scope',
    holding(grant('internalAssortments', 'user', { subRole: 'seniorEditor' })),
    true,
  );
  add(
    rule,
    `an admin editor scoped to ${own}`,
    holding(grant('internalAssortments', 'adminEditor', { subRole: 'editor', scopes: { channel: own } })),
    true,
  );
  add(rule, `an editor scoped to ${other}`, holding(scoped(other, { subRole: 'editor' })), false);
  add(rule, `a user scoped to ${own} without sub-role`, holding(scoped(own, {})), false);
  add(
    rule,
    `${own} scope on another domain`,
    holding(grant('productAssortments', 'user', { subRole: 'editor', scopes: { channel: own } })),
    false,
  );
}

// Spec part 1 §6: the seasons pages need user or admin editor limited by channel, no sub-role.
for (const [rule, own, other] of [
  ['keyInitiatives', 'Wholesale', 'Retail'],
  ['retailAssortments', 'Retail', 'Wholesale'],
] as const) {
  add(
    rule,
    `a user scoped to ${own} without sub-role`,
    holding(grant('internalAssortments', 'user', { scopes: { channel: own } })),
    true,
  );
  add(
    rule,
    'an admin editor scoped to All',
    holding(grant('internalAssortments', 'adminEditor', { scopes: { channel: 'All' } })),
    true,
  );
  add(
    rule,
    `a user scoped to ${other}`,
    holding(grant('internalAssortments', 'user', { scopes: { channel: other } })),
    false,
  );
  add(rule, 'an editor role', holding(grant('internalAssortments', 'editor')), false);
}
add('viewInternalAssortments', 'a user on internal assortments', holding(grant('internalAssortments', 'user')), true);
add('viewInternalAssortments', 'an admin editor', holding(grant('internalAssortments', 'adminEditor')), true);
add(
  'viewInternalAssortments',
  'a user on product assortments only',
  holding(grant('productAssortments', 'user')),
  false,
);

for (const role of ['user', 'coordinator', 'seniorCoordinator', 'sampleCoordinator'] as const) {
  add('sampleOrders', `a ${role}`, holding(grant('sampleOrders', role)), true);
}
add('sampleOrders', 'an approver', holding(grant('sampleOrders', 'approver')), false);
add('sampleOrders', 'a coordinator of promo orders', holding(grant('promoOrders', 'coordinator')), false);

add('manageAssignments', 'a senior coordinator', holding(grant('sampleOrders', 'seniorCoordinator')), true);
add('manageAssignments', 'a coordinator', holding(grant('sampleOrders', 'coordinator')), false);
add('manageAssignments', 'a sample coordinator', holding(grant('sampleOrders', 'sampleCoordinator')), false);

add('sampleStyles', 'a coordinator', holding(grant('sampleOrders', 'coordinator')), true);
add('sampleStyles', 'a senior coordinator', holding(grant('sampleOrders', 'seniorCoordinator')), true);
add('sampleStyles', 'a sample coordinator', holding(grant('sampleOrders', 'sampleCoordinator')), false);
add('sampleStyles', 'a plain user', holding(grant('sampleOrders', 'user')), false);

// The order area's notifications and shippers: any order permission; colleagues' lists: coordinators.
add('anyOrders', 'a sample requester', holding(grant('sampleOrders', 'user')), true);
add('anyOrders', 'a promo approver', holding(grant('promoOrders', 'approver')), true);
add('anyOrders', 'a sales rep', holding(grant('wholesaleOrders', 'REP')), true);
add('anyOrders', 'a product viewer', holding(grant('products', 'user')), false);
add('viewOtherCoordinators', 'a coordinator', holding(grant('sampleOrders', 'coordinator')), true);
add('viewOtherCoordinators', 'a senior coordinator', holding(grant('sampleOrders', 'seniorCoordinator')), true);
add('viewOtherCoordinators', 'a sample coordinator', holding(grant('sampleOrders', 'sampleCoordinator')), false);
add('viewOtherCoordinators', 'a requester', holding(grant('sampleOrders', 'user')), false);
add('readCoordinatorAssignments', 'a sample coordinator', holding(grant('sampleOrders', 'sampleCoordinator')), true);
add('readCoordinatorAssignments', 'a promo coordinator', holding(grant('promoOrders', 'coordinator')), true);
add('readCoordinatorAssignments', 'a requester', holding(grant('sampleOrders', 'user')), false);

for (const role of ['user', 'approver', 'seniorApprover', 'coordinator'] as const) {
  add('promoOrders', `a ${role}`, holding(grant('promoOrders', role)), true);
}
add('promoOrders', 'a sample coordinator', holding(grant('promoOrders', 'sampleCoordinator')), false);
add('promoOrders', 'an approver of sample orders', holding(grant('sampleOrders', 'approver')), false);

const withWof = (access: boolean | undefined, ...permissions: Permission[]): AccessSubject =>
  access === undefined ? holding(...permissions) : { permissions, wof: { access, country: null } };
for (const role of ['user', 'distributor', 'DIS', 'FR', 'REP', 'CSREP', 'manager'] as const) {
  add('wholesaleOrders', `a ${role} with the order form flag`, withWof(true, grant('wholesaleOrders', role)), true);
}
add('wholesaleOrders', 'a user with the flag off', withWof(false, grant('wholesaleOrders', 'user')), false);
add('wholesaleOrders', 'a user without wof data', withWof(undefined, grant('wholesaleOrders', 'user')), false);
add('wholesaleOrders', 'the flag without the permission', withWof(true), false);
add('wholesaleOrders', 'an approver with the flag', withWof(true, grant('wholesaleOrders', 'approver')), false);
add('wholesaleOrders', 'the flag with another domain', withWof(true, grant('orders', 'user')), false);
add('anyOrders', 'a sample requester', holding(grant('sampleOrders', 'user')), true);
add('anyOrders', 'a promo approver', holding(grant('promoOrders', 'approver')), true);
add('anyOrders', 'a wholesale rep', holding(grant('wholesaleOrders', 'REP')), true);
add('anyOrders', 'a products user', holding(grant('products', 'user')), false);

for (const [rule, own, other] of [
  ['sampleInventoryProduction', 'Production', 'Sales'],
  ['sampleInventorySales', 'Sales', 'Production'],
] as const) {
  add(rule, 'a user with default libraries', holding(grant('sampleInventory', 'user')), true);
  add(rule, 'an editor with default libraries', holding(grant('sampleInventory', 'editor')), true);
  add(
    rule,
    `a senior editor of ${own}`,
    holding(grant('sampleInventory', 'seniorEditor', { scopes: { libraries: [own] } })),
    true,
  );
  add(
    rule,
    `a user of ${other} only`,
    holding(grant('sampleInventory', 'user', { scopes: { libraries: [other] } })),
    false,
  );
  add(
    rule,
    'a user with no libraries',
    holding(grant('sampleInventory', 'user', { scopes: { libraries: [] } })),
    false,
  );
  add(rule, 'a manager with default libraries', holding(grant('sampleInventory', 'manager')), false);
}

add(
  'sampleInventoryAny',
  'a user of Sales only',
  holding(grant('sampleInventory', 'user', { scopes: { libraries: ['Sales'] } })),
  true,
);
add('sampleInventoryAny', 'a user with default libraries', holding(grant('sampleInventory', 'user')), true);
add(
  'sampleInventoryAny',
  'a user with no libraries',
  holding(grant('sampleInventory', 'user', { scopes: { libraries: [] } })),
  false,
);

for (const [rule, domain] of [
  ['travelCalendar', 'travelCalendar'],
  ['keyItemPricing', 'keyItemPricing'],
  ['upcLookup', 'upcLookup'],
] as const) {
  add(rule, 'a plain user', holding(grant(domain, 'user')), true);
  add(rule, 'an editor', holding(grant(domain, 'editor')), false);
  add(rule, 'a user of another tool', holding(grant('spendingApproval', 'user')), false);
}
add('spendingApproval', 'a plain user', holding(grant('spendingApproval', 'user')), true);
add('spendingApproval', 'an approver', holding(grant('spendingApproval', 'approver')), true);
add('spendingApproval', 'a senior approver', holding(grant('spendingApproval', 'seniorApprover')), false);
add('spendingApproval', 'an approver of promo orders', holding(grant('promoOrders', 'approver')), false);
add('lookupCustomers', 'a wholesale rep with the customers permission', holding(grant('customers', 'REP')), true);
add('lookupCustomers', 'an assortment user', holding(grant('productAssortments', 'user')), true);
add('lookupCustomers', 'a manager of assortments', holding(grant('productAssortments', 'manager')), true);
add('lookupCustomers', 'a products-only user', holding(grant('products', 'user')), false);
add('lookupCustomers', 'a coordinator of customers', holding(grant('customers', 'coordinator')), false);

// Conference: the permission by conference group; dashboard parts also need one conference-access flag.
const inGroup = (role: Role, ...conferenceGroups: ('Asian JV' | 'Domestic' | 'International')[]) =>
  grant('conference', role, { scopes: { conferenceGroups } });
const withFlags = (subject: AccessSubject, asian: boolean, domestic: boolean, international: boolean) => ({
  ...subject,
  conferenceAccess: { asian, domestic, international },
});
add('conference', 'a Domestic member', holding(inGroup('user', 'Domestic')), true);
add('conference', 'a member of no group', holding(grant('conference', 'user')), false);
add(
  'conferenceDashboard',
  'a member with the asian flag',
  withFlags(holding(inGroup('user', 'Asian JV')), true, false, false),
  true,
);
add(
  'conferenceDashboard',
  'a member without flags',
  withFlags(holding(inGroup('user', 'Domestic')), false, false, false),
  false,
);
add('manageConference', 'an editor of a group', holding(inGroup('editor', 'International')), true);
add('manageConference', 'a plain member', holding(inGroup('user', 'International')), false);

describe('named access rules', () => {
  it.each(cases.map((c) => [c.rule, c.who, c.allowed, c.subject] as const))(
    '%s: %s → %s',
    (rule, _who, allowed, subject) => {
      expect(checkAccess(subject, accessRules[rule])).toBe(allowed);
    },
  );

  it('has an allowed and (except signedIn) a denied case for every rule', () => {
    for (const rule of Object.keys(accessRules) as AccessRuleName[]) {
      const outcomes = new Set(cases.filter((c) => c.rule === rule).map((c) => c.allowed));
      expect(outcomes.has(true), `${rule} allowed`).toBe(true);
      if (rule !== 'signedIn') expect(outcomes.has(false), `${rule} denied`).toBe(true);
    }
  });

  it('lets a user holding many unrelated permissions through only where one matches', () => {
    const broad = holding(
      grant('advertisingAssets', 'user'),
      grant('products', 'user'),
      grant('sampleOrders', 'coordinator'),
      grant('adminUsers', 'user'),
    );
    expect(checkAccess(broad, accessRules.viewAdvertisingAssets)).toBe(true);
    expect(checkAccess(broad, accessRules.manageAdvertisingAssets)).toBe(false);
    expect(checkAccess(broad, accessRules.sampleStyles)).toBe(true);
    expect(checkAccess(broad, accessRules.manageAssignments)).toBe(false);
    expect(checkAccess(broad, accessRules.adminUsers)).toBe(false);
  });

  it('lets every rule through when permissions are bypassed', () => {
    for (const rule of Object.values(accessRules)) {
      expect(checkAccess(holding(), rule, { bypassPermissions: true })).toBe(true);
    }
  });
});
