import { type AccessSubject, type CheckAccessOptions, checkAccess } from '../access/check-access.js';
import { accessRules } from '../access/rules.js';
import { type InternalScope, mayEditInternalAssortment } from './internal-assortment.js';

/** What access to an assortment depends on: whose it is, its kind and scope, whether it is shown. */
export type AssortmentAccessFacts = InternalScope & {
  orgType: string;
  ownerId: string | null;
  state: string;
  archived: boolean;
};

/**
 * Who may open and change an assortment. A regular one: its owner, and managers, who oversee every
 * line plan (spec part 1 §6 "Manage Assortments … need manager"). An internal one: whoever's
 * internal data access covers its region, channel and product type.
 */
export const mayEditAssortment = (
  user: (AccessSubject & { _id: string }) | null | undefined,
  assortment: AssortmentAccessFacts,
  options: CheckAccessOptions = {},
): boolean =>
  assortment.orgType === 'internal'
    ? mayEditInternalAssortment(user, assortment, options)
    : (user !== null && user !== undefined && assortment.ownerId === user._id) ||
      checkAccess(user, accessRules.manageAssortmentReporting, options);

/**
 * Who may open an assortment's showroom and the pictures it shows (its logo, its lines' own
 * pictures): anyone, for a published one (it is shown to buyers); whoever may edit it, also
 * before it is published.
 */
export const mayViewShowroom = (
  user: (AccessSubject & { _id: string }) | null | undefined,
  assortment: AssortmentAccessFacts,
  options: CheckAccessOptions = {},
): boolean =>
  (assortment.state === 'Published' && !assortment.archived) || mayEditAssortment(user, assortment, options);
