import type { AccessSubject } from './check-access.js';
import type { Permission } from './permission.js';
import { grant, holding, ruleCases } from './test-fixtures.js';

/** Named rule cases: sample, promo and wholesale orders and the order area's shared parts. */
const { cases, add } = ruleCases();

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

export const orderCases = cases;
