/** Roles, sub-roles, permission domains and scopes (spec part 1 §6). */
export const roles = [
  'user',
  'editor',
  'seniorEditor',
  'admin',
  'adminEditor',
  'manager',
  'approver',
  'seniorApprover',
  'coordinator',
  'seniorCoordinator',
  'sampleCoordinator',
  'distributor',
  'DIS',
  'FR',
  'REP',
  'CSREP',
] as const;
export type Role = (typeof roles)[number];

export const subRoles = ['editor', 'seniorEditor', 'manager'] as const;

export const permissionDomains = [
  'advertisingAssets',
  'advertisingLogos',
  'globalRetail',
  'products',
  'productDocuments',
  'productAssortments',
  'internalAssortments',
  'sampleOrders',
  'promoOrders',
  'wholesaleOrders',
  'conference',
  'adminUsers',
  'divisionGroups',
  'territories',
  'customers',
  'reports',
  'orders',
  'stepTraining',
  'travelCalendar',
  'keyItemPricing',
  'spendingApproval',
  'upcLookup',
  'sampleInventory',
  'webhooks',
] as const;
export type PermissionDomain = (typeof permissionDomains)[number];

export const regions = ['All', 'International', 'Europe', 'Domestic'] as const;
export const channels = ['All', 'Wholesale', 'Retail'] as const;
export const productTypes = ['Footwear', 'Apparel', 'POP'] as const;
export const productTypeScopes = ['All', ...productTypes] as const;
export const sampleLibraries = ['Production', 'Sales'] as const;
export const conferenceGroups = ['Asian JV', 'Domestic', 'International'] as const;

export type ProductType = (typeof productTypes)[number];
export type SampleLibrary = (typeof sampleLibraries)[number];
export type ConferenceGroup = (typeof conferenceGroups)[number];

/** Kebab-case form used for demo e-mails (`senior-editor@stride.demo`). */
export const roleSlug = (role: Role): string =>
  role.length <= 5 && role === role.toUpperCase()
    ? role.toLowerCase()
    : role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
