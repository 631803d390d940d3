/**
 * The people of the routes-by-role sweep and who holds what: one list per kind of access, written
 * from the spec and the demo people's permissions (apps/server/src/seed/demo-users.ts), not from
 * the access rules the app runs.
 */

export const roles = [
  'user',
  'editor',
  'senior-editor',
  'admin',
  'admin-editor',
  'manager',
  'approver',
  'senior-approver',
  'coordinator',
  'senior-coordinator',
  'sample-coordinator',
  'distributor',
  'dis',
  'fr',
  'rep',
  'csrep',
] as const;
export type Role = (typeof roles)[number];

/**
 * The people swept: one per access profile these routes can tell apart. The senior coordinator and
 * the sample coordinator hold what the coordinator holds here (the staff grants; their sample
 * permissions open none of these routes); DIS, FR, REP and CSREP hold what the distributor holds.
 * The senior approver differs from the approver here only by lacking the spending approval tool,
 * which the others without it show. The editor's routes are a subset of the senior editor's, the
 * manager's retail plans the admin editor's, and the approver's spending approval tool is swept in
 * menus-by-role.test.ts: six sweeps keep the file within its CI time; the table below still says
 * where each of the sixteen goes.
 */
export const swept: Role[] = ['user', 'senior-editor', 'admin', 'admin-editor', 'coordinator', 'distributor'];

/** Wholesale order people: assortments and products as `user` (reps browse the catalogue), no staff grants. */
export const wholesaleRoles: Role[] = ['distributor', 'dis', 'fr', 'rep', 'csrep'];
/** Everyone else holds the staff grants: products and STEP training as user at least, travel, key item and UPC tools. */
export const staff = roles.filter((role) => !wholesaleRoles.includes(role));
/** Internal assortments as user or adminEditor on the Wholesale channel (editor: Wholesale; senior editor, admin editor: All). */
export const wholesalePlanners: Role[] = ['editor', 'senior-editor', 'admin-editor'];
/** ... on the Retail channel (the manager's scope is Domestic Retail). */
export const retailPlanners: Role[] = ['senior-editor', 'admin-editor', 'manager'];
/** Internal assortment data: sub-role editor or senior editor (the manager's sub-role is manager). */
export const internalEditors: Role[] = ['editor', 'senior-editor', 'admin-editor'];
/** Internal assortments as adminEditor: the seasons manager. */
export const seasonManagers: Role[] = ['admin-editor'];
/** A conference permission naming a group. */
export const conferenceMembers: Role[] = ['user', 'editor', 'senior-editor', 'admin'];
/** ... and a conference-access flag (the editor edits the pages but holds none). */
export const conferenceFlagged: Role[] = ['user', 'senior-editor', 'admin'];
export const spendingApprovers: Role[] = ['user', 'approver'];
