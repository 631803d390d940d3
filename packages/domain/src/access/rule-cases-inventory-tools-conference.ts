import type { AccessSubject } from './check-access.js';
import type { Role } from './roles.js';
import { grant, holding, ruleCases } from './test-fixtures.js';

/** Named rule cases: the sample inventory, the Sales tools, customer lookup and the conference. */
const { cases, add } = ruleCases();

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

export const inventoryToolAndConferenceCases = cases;
