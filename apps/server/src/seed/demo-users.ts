import { type Permission, type Role, roleSlug, type UserTBE } from '@stride/domain';
import type { NewUser } from '../users/repository.js';

export const DEMO_PASSWORD = 'stride-demo';
export const demoEmail = (role: Role) => `${roleSlug(role)}@stride.demo`;

const us: UserTBE = {
  territory: 'US-WEST',
  businessEntity: 'DOMESTIC',
  locations: [{ key: 'US', colorFilters: { POP: ['AST', 'BLK', 'WHT', 'NVY'] } }],
};
const eu: UserTBE = {
  territory: 'EU-CENTRAL',
  businessEntity: 'SUBSIDIARY',
  locations: [{ key: 'EU', colorFilters: { POP: ['AST', 'BLK', 'RED'] } }],
};
const ca: UserTBE = { territory: 'CA-EAST', businessEntity: 'SUBSIDIARY', locations: [{ key: 'CA' }] };
const admin: UserTBE = {
  territory: 'ADMIN',
  businessEntity: 'ADMIN',
  locations: [{ key: 'US' }, { key: 'EU' }, { key: 'CA' }],
};

const grant = (role: Permission['role'], ...domains: Permission['domain'][]): Permission[] =>
  domains.map((domain) => ({ domain, role }));

/** What every staff member can look at. */
const viewer = grant(
  'user',
  'products',
  'productAssortments',
  'productDocuments',
  'advertisingAssets',
  'advertisingLogos',
  'globalRetail',
  'stepTraining',
  'travelCalendar',
  'keyItemPricing',
  'upcLookup',
);
const libraries = [
  'advertisingAssets',
  'advertisingLogos',
  'globalRetail',
  'productDocuments',
  'stepTraining',
] as const;
const withRole = (permissions: Permission[], role: Permission['role'], domains: readonly Permission['domain'][]) =>
  permissions.map((permission) => (domains.includes(permission.domain) ? { ...permission, role } : permission));

type DemoUser = Omit<NewUser, 'email' | 'passwordHash'> & { role: Role };

const person = (role: Role, userCode: string, name: string, lastName: string, extra: Partial<DemoUser>): DemoUser => ({
  role,
  userCode,
  name,
  lastName,
  status: 'active',
  emailConfirmed: true,
  userTBEs: [us],
  userActiveLocation: 'US',
  ...extra,
});

const wholesale = (role: Permission['role'], country: string, tbe: UserTBE): Partial<DemoUser> => ({
  // Reps browse the catalogue and build assortments as any staff member does (products is a 'user' role).
  permissions: [...grant(role, 'wholesaleOrders', 'customers'), ...grant('user', 'products', 'productAssortments')],
  wof: { access: true, country },
  userTBEs: [tbe],
  userActiveLocation: tbe.locations[0]!.key,
  country,
});

/** One demo login per role of spec part 1 §6, with the permissions such a person would have. */
export const demoUsers: DemoUser[] = [
  person('user', 'D1001', 'Maya', 'Thompson', {
    permissions: [
      ...viewer,
      ...grant('user', 'sampleOrders', 'promoOrders', 'spendingApproval'),
      { domain: 'sampleInventory', role: 'user', scopes: { libraries: ['Production', 'Sales'] } },
      { domain: 'conference', role: 'user', scopes: { conferenceGroups: ['Domestic'] } },
    ],
    conferenceAccess: { asian: false, domestic: true, international: false },
  }),
  person('editor', 'D1002', 'Lucas', 'Moreau', {
    permissions: [
      ...withRole(viewer, 'editor', libraries),
      {
        domain: 'internalAssortments',
        role: 'user',
        subRole: 'editor',
        scopes: { region: 'All', channel: 'Wholesale', productType: 'All' },
      },
      // Edits the conference pages but holds no conference-access flag: the dashboard parts stay shut.
      { domain: 'conference', role: 'editor', scopes: { conferenceGroups: ['International'] } },
    ],
    isEditor: true,
  }),
  person('seniorEditor', 'D1003', 'Hannah', 'Becker', {
    permissions: [
      ...withRole(viewer, 'seniorEditor', libraries),
      {
        domain: 'internalAssortments',
        role: 'user',
        subRole: 'seniorEditor',
        scopes: { region: 'All', channel: 'All', productType: 'All' },
      },
      { domain: 'sampleInventory', role: 'seniorEditor', scopes: { libraries: ['Production', 'Sales'] } },
      {
        domain: 'conference',
        role: 'seniorEditor',
        scopes: { conferenceGroups: ['Asian JV', 'Domestic', 'International'] },
      },
    ],
    conferenceAccess: { asian: false, domestic: false, international: true },
    isEditor: true,
    isSeniorEditor: true,
    userTBEs: [us, eu],
  }),
  person('admin', 'D1004', 'Daniel', 'Okafor', {
    permissions: [
      ...viewer,
      ...grant('admin', 'adminUsers', 'divisionGroups', 'territories', 'customers', 'reports', 'orders', 'webhooks'),
      { domain: 'conference', role: 'user', scopes: { conferenceGroups: ['Asian JV', 'Domestic', 'International'] } },
    ],
    userTBEs: [admin],
    hasAdvancedRights: true,
    conferenceAccess: { asian: true, domestic: true, international: true },
  }),
  person('adminEditor', 'D1005', 'Sofia', 'Rossi', {
    permissions: [
      ...viewer,
      {
        domain: 'internalAssortments',
        role: 'adminEditor',
        subRole: 'seniorEditor',
        scopes: { region: 'All', channel: 'All', productType: 'All' },
      },
    ],
    userTBEs: [us, eu, ca],
  }),
  person('manager', 'D1006', 'Ethan', 'Walker', {
    permissions: [
      ...withRole(viewer, 'manager', ['productAssortments']),
      ...grant('manager', 'reports', 'wholesaleOrders'),
      {
        domain: 'internalAssortments',
        role: 'user',
        subRole: 'manager',
        scopes: { region: 'Domestic', channel: 'Retail', productType: 'All' },
      },
    ],
    wof: { access: true, country: 'USA' },
  }),
  person('approver', 'D1007', 'Priya', 'Nair', {
    permissions: [...viewer, ...grant('approver', 'promoOrders', 'spendingApproval')],
  }),
  person('seniorApprover', 'D1008', 'Robert', 'Chen', {
    permissions: [...viewer, ...grant('seniorApprover', 'promoOrders')],
    hasAdvancedRights: true,
  }),
  person('coordinator', 'D1009', 'Isabela', 'Santos', {
    permissions: [...viewer, ...grant('coordinator', 'sampleOrders', 'promoOrders')],
  }),
  person('seniorCoordinator', 'D1010', 'Marek', 'Nowak', {
    permissions: [...viewer, ...grant('seniorCoordinator', 'sampleOrders')],
  }),
  person('sampleCoordinator', 'D1011', 'Chloe', 'Dubois', {
    permissions: [
      ...viewer,
      ...grant('sampleCoordinator', 'sampleOrders'),
      { domain: 'sampleInventory', role: 'editor', scopes: { libraries: ['Production'] } },
    ],
  }),
  person('distributor', 'D1012', 'Jonas', 'Weber', wholesale('distributor', 'DEU', eu)),
  person('DIS', 'D1013', 'Giulia', 'Bianchi', wholesale('DIS', 'ITA', eu)),
  person('FR', 'D1014', 'Camille', 'Laurent', wholesale('FR', 'FRA', eu)),
  person('REP', 'D1015', 'Tyler', 'Brooks', wholesale('REP', 'USA', us)),
  person('CSREP', 'D1016', 'Olivia', 'Martin', wholesale('CSREP', 'CAN', ca)),
];
