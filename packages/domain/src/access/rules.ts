import type { AccessRequirement, AccessRule } from './permission.js';
import { conferenceGroups } from './roles.js';

/**
 * Named access rules of spec part 1 §6, shared by API routes, client routes and menus so the
 * server and the browser can never disagree about who may open what.
 */
const editors = ['editor', 'seniorEditor'] as const;

/** The conference permission is by conference group: it must name at least one group (§6). */
const conferenceBy = (roles: AccessRequirement['roles']): AccessRequirement[] =>
  conferenceGroups.map((conferenceGroup) => ({ domain: 'conference', roles, info: { conferenceGroup } }));

export const accessRules = {
  signedIn: {},
  adminUsers: { accessRequires: [{ domain: 'adminUsers', roles: ['admin'] }] },
  /** The audit log (issue 26): who did what, for the administrators who manage people and their access. */
  readAudit: { accessRequires: [{ domain: 'adminUsers', roles: ['admin'] }] },
  /** Webhooks (issue 26): registering endpoints that hear of changes, by the administrators who hold the webhooks permission. */
  manageWebhooks: { accessRequires: [{ domain: 'webhooks', roles: ['admin'] }] },
  viewAdvertisingAssets: { accessRequires: [{ domain: 'advertisingAssets', roles: ['user', ...editors] }] },
  manageAdvertisingAssets: { accessRequires: [{ domain: 'advertisingAssets', roles: editors }] },
  viewAdvertisingLogos: { accessRequires: [{ domain: 'advertisingLogos', roles: ['user', ...editors] }] },
  manageAdvertisingLogos: { accessRequires: [{ domain: 'advertisingLogos', roles: editors }] },
  viewGlobalRetail: { accessRequires: [{ domain: 'globalRetail', roles: ['user', ...editors] }] },
  manageGlobalRetail: { accessRequires: [{ domain: 'globalRetail', roles: editors }] },
  viewProductDocuments: { accessRequires: [{ domain: 'productDocuments', roles: ['user', ...editors] }] },
  manageProductDocuments: { accessRequires: [{ domain: 'productDocuments', roles: editors }] },
  viewStepTraining: { accessRequires: [{ domain: 'stepTraining', roles: ['user', ...editors] }] },
  manageStepTraining: { accessRequires: [{ domain: 'stepTraining', roles: editors }] },
  viewProducts: { accessRequires: [{ domain: 'products', roles: ['user', ...editors, 'manager', 'admin'] }] },
  viewAssortments: {
    accessRequires: [{ domain: 'productAssortments', roles: ['user', ...editors, 'manager', 'admin'] }],
  },
  manageAssortmentReporting: { accessRequires: [{ domain: 'productAssortments', roles: ['manager'] }] },
  manageSeasons: { accessRequires: [{ domain: 'internalAssortments', roles: ['adminEditor'] }] },
  internalAssortmentData: {
    accessRequires: [{ domain: 'internalAssortments', roles: ['user', 'adminEditor'], subRoles: editors }],
  },
  /**
   * Reading published internal assortments (the internal library) and seasons (part 2 §7.4), within
   * the permission's scopes; writes need internalAssortmentData.
   */
  viewInternalAssortments: { accessRequires: [{ domain: 'internalAssortments', roles: ['user', 'adminEditor'] }] },
  /**
   * Key Initiatives (wholesale) and Retail Assortments: user or adminEditor on internal assortments by
   * channel, for the seasons pages, the internal library and internal/{wholesale|retail}; their menu
   * entries also need a sub-role (keyInitiativesMenu, retailAssortmentsMenu).
   */
  keyInitiatives: {
    accessRequires: [{ domain: 'internalAssortments', roles: ['user', 'adminEditor'], info: { channel: 'Wholesale' } }],
  },
  retailAssortments: {
    accessRequires: [{ domain: 'internalAssortments', roles: ['user', 'adminEditor'], info: { channel: 'Retail' } }],
  },
  keyInitiativesMenu: {
    accessRequires: [
      {
        domain: 'internalAssortments',
        roles: ['user', 'adminEditor'],
        subRoles: [...editors, 'manager'],
        info: { channel: 'Wholesale' },
      },
    ],
  },
  retailAssortmentsMenu: {
    accessRequires: [
      {
        domain: 'internalAssortments',
        roles: ['user', 'adminEditor'],
        subRoles: [...editors, 'manager'],
        info: { channel: 'Retail' },
      },
    ],
  },
  sampleOrders: {
    accessRequires: [
      { domain: 'sampleOrders', roles: ['user', 'coordinator', 'seniorCoordinator', 'sampleCoordinator'] },
    ],
  },
  manageAssignments: { accessRequires: [{ domain: 'sampleOrders', roles: ['seniorCoordinator'] }] },
  sampleStyles: { accessRequires: [{ domain: 'sampleOrders', roles: ['coordinator', 'seniorCoordinator'] }] },
  promoOrders: {
    accessRequires: [{ domain: 'promoOrders', roles: ['user', 'approver', 'seniorApprover', 'coordinator'] }],
  },
  wholesaleOrders: {
    accessRequires: [
      { domain: 'wholesaleOrders', roles: ['user', 'distributor', 'DIS', 'FR', 'REP', 'CSREP', 'manager'] },
    ],
    userAccess: { 'wof.access': true },
  },
  /**
   * The order area (order calls, notifications, shippers): anyone holding a sample, promo or wholesale
   * order permission; each call then checks the order type's own rule and keeps a person to their data.
   */
  anyOrders: {
    accessRequires: [
      { domain: 'sampleOrders', roles: ['user', 'coordinator', 'seniorCoordinator', 'sampleCoordinator'] },
      { domain: 'promoOrders', roles: ['user', 'approver', 'seniorApprover', 'coordinator'] },
      { domain: 'wholesaleOrders', roles: ['user', 'distributor', 'DIS', 'FR', 'REP', 'CSREP', 'manager'] },
    ],
  },
  sampleInventoryProduction: {
    accessRequires: [{ domain: 'sampleInventory', roles: ['user', ...editors], info: { library: 'Production' } }],
  },
  sampleInventorySales: {
    accessRequires: [{ domain: 'sampleInventory', roles: ['user', ...editors], info: { library: 'Sales' } }],
  },
  /** Either sample library: the sample-inventory routes, which then check the library they touch. */
  sampleInventoryAny: {
    accessRequires: [
      { domain: 'sampleInventory', roles: ['user', ...editors], info: { library: 'Production' } },
      { domain: 'sampleInventory', roles: ['user', ...editors], info: { library: 'Sales' } },
    ],
  },
  travelCalendar: { accessRequires: [{ domain: 'travelCalendar', roles: ['user'] }] },
  keyItemPricing: { accessRequires: [{ domain: 'keyItemPricing', roles: ['user'] }] },
  spendingApproval: { accessRequires: [{ domain: 'spendingApproval', roles: ['user', 'approver'] }] },
  upcLookup: { accessRequires: [{ domain: 'upcLookup', roles: ['user'] }] },
  conference: { accessRequires: conferenceBy(['user', ...editors]) },
  /** Dashboard parts (dashboard, ads, sessions): one of the three conference-access flags too (§2). */
  conferenceDashboard: {
    accessRequires: conferenceBy(['user', ...editors]),
    anyUserAccess: {
      'conferenceAccess.asian': true,
      'conferenceAccess.domestic': true,
      'conferenceAccess.international': true,
    },
  },
  manageConference: { accessRequires: conferenceBy(editors) },
  /**
   * The customers look-up (part 2 §7.6): holders of the customers permission, and the assortment
   * users who name an assortment's customer (subTitle) or a report's accounts.
   */
  lookupCustomers: {
    accessRequires: [
      { domain: 'customers', roles: ['user', 'admin', 'manager', 'distributor', 'DIS', 'FR', 'REP', 'CSREP'] },
      { domain: 'productAssortments', roles: ['user', ...editors, 'manager', 'admin'] },
    ],
  },
  /** Coordinators and senior coordinators may look at another coordinator's orders and notifications (§6). */
  viewOtherCoordinators: {
    accessRequires: [
      { domain: 'sampleOrders', roles: ['coordinator', 'seniorCoordinator'] },
      { domain: 'promoOrders', roles: ['coordinator'] },
    ],
  },
  /** Reading the coordinator assignments: every coordinator; writing them is manageAssignments. */
  readCoordinatorAssignments: {
    accessRequires: [
      { domain: 'sampleOrders', roles: ['coordinator', 'seniorCoordinator', 'sampleCoordinator'] },
      { domain: 'promoOrders', roles: ['coordinator'] },
    ],
  },
} as const satisfies Record<string, AccessRule>;

export type AccessRuleName = keyof typeof accessRules;
