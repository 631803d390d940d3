import type { Permission } from './permission.js';
import { grant, holding, ruleCases } from './test-fixtures.js';

/** Named rule cases: signing in, the user admin, the libraries, the catalogue and the (internal) assortments. */
const { cases, add } = ruleCases();

add('signedIn', 'a user without permissions', holding(), true);
add('signedIn', 'a user with permissions', holding(grant('products', 'user')), true);

add('adminUsers', 'an admin', holding(grant('adminUsers', 'admin')), true);
add('adminUsers', 'a plain user of admin users', holding(grant('adminUsers', 'user')), false);
add('adminUsers', 'an admin of another domain', holding(grant('products', 'admin')), false);
add('adminUsers', 'nobody signed in', null, false);
add('readAudit', 'a user administrator', holding(grant('adminUsers', 'admin')), true);
add('readAudit', 'a webhooks admin without user administration', holding(grant('webhooks', 'admin')), false);
add('readAudit', 'nobody signed in', null, false);
add('manageWebhooks', 'a webhooks admin', holding(grant('webhooks', 'admin')), true);
add('manageWebhooks', 'a user administrator without webhooks', holding(grant('adminUsers', 'admin')), false);

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

export const libraryAndAssortmentCases = cases;
