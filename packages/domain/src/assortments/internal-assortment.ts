import { z } from 'zod';
import {
  type AccessSubject,
  type CheckAccessOptions,
  checkAccess,
  matchingPermissions,
} from '../access/check-access.js';
import type { AccessRequirement, AccessRule, PermissionScopes } from '../access/permission.js';
import { productTypes } from '../access/roles.js';
import { accessRules } from '../access/rules.js';
import { genders } from '../products/product-constants.js';
import { assortmentMethods, seasonChannels, seasonNames, seasonRegions } from '../seasons/season.js';
import { assortmentQuerySchema, assortmentSchema } from './assortment.js';
import { assortmentStates, MAX_ASSORTMENT_PRODUCTS } from './assortment-constants.js';

/**
 * Internal assortments (spec part 1 §1, §4, §5, §6; part 2 §7.3): the brand's own line plans,
 * one per season, year, region, gender and title, shared by the merchandising team instead of
 * owned by one person.
 */

/** The part of an internal assortment its access is scoped by (spec part 1 §6). */
export type InternalScope = { region: string; channel: string; productType: string };

const dataRequirement = accessRules.internalAssortmentData.accessRequires[0];
const viewRequirement = accessRules.viewInternalAssortments.accessRequires[0];

const coveringRule = (requirement: AccessRequirement, scope: InternalScope): AccessRule => ({
  accessRequires: [
    { ...requirement, info: { region: scope.region, channel: scope.channel, productType: scope.productType } },
  ],
});
const scopesOf = (user: AccessSubject, requirement: AccessRequirement): PermissionScopes[] =>
  matchingPermissions(user, requirement).map((permission) => permission.scopes ?? {});

/**
 * Who may open and change an internal assortment: internal assortment data access (role user or
 * adminEditor, sub-role editor or seniorEditor) whose region, channel and product type cover it.
 */
export const mayEditInternalAssortment = (
  user: AccessSubject | null | undefined,
  scope: InternalScope,
  options: CheckAccessOptions = {},
): boolean => checkAccess(user, coveringRule(dataRequirement, scope), options);

/** Who may read a published internal assortment (the internal library): any internal role covering it. */
export const mayViewInternalAssortment = (
  user: AccessSubject | null | undefined,
  scope: InternalScope,
  options: CheckAccessOptions = {},
): boolean => checkAccess(user, coveringRule(viewRequirement, scope), options);

/**
 * The scopes a user's internal access covers, one per matching permission; a list keeps the
 * assortments any of them covers. Undefined or 'All' parts cover everything.
 */
export const internalDataScopes = (user: AccessSubject) => scopesOf(user, dataRequirement);
export const internalViewScopes = (user: AccessSubject) => scopesOf(user, viewRequirement);

/** Spec part 1 §5, spelled as the spec writes it (two spaces after the full stop). */
export const INTERNAL_ASSORTMENT_EXISTS_MESSAGE = 'This assortment already exists.  Please create a unique one.';

const title = z.string().trim().min(1).max(200);
const style = z.string().trim().min(1).max(20).toUpperCase();
const color = z.string().trim().min(1).max(10).toUpperCase();

/** POST /api/internalAssortments: the 'Select Assortment Attributes' dialog. */
export const createInternalAssortmentRequestSchema = z.object({
  title,
  subTitle: z.string().trim().max(200).nullable().optional(),
  season: z.enum(seasonNames),
  year: z.number().int().min(2000).max(2100),
  channel: z.enum(seasonChannels),
  region: z.enum(seasonRegions),
  productType: z.enum(productTypes).default('Footwear'),
  method: z.enum(assortmentMethods).default('static'),
  gender: z.enum(genders).nullable().default(null),
  state: z.enum(assortmentStates).default('Unpublished'),
  query: assortmentQuerySchema.nullable().optional(),
  products: z.array(z.object({ style, color })).max(MAX_ASSORTMENT_PRODUCTS).optional(),
});
export type CreateInternalAssortmentRequest = z.infer<typeof createInternalAssortmentRequestSchema>;

/** The filters of GET /api/assortments with orgType internal (spec part 2 §7.3). */
const internalAssortmentFiltersSchema = z.object({
  channel: z.enum(seasonChannels).optional(),
  season: z.enum(seasonNames).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  region: z.enum(seasonRegions).optional(),
  productType: z.enum(productTypes).optional(),
  method: z.enum(assortmentMethods).optional(),
  state: z.enum(assortmentStates).optional(),
});
export type InternalAssortmentFilters = z.infer<typeof internalAssortmentFiltersSchema>;

/** POST /api/internalAssortments/discover: the internal assortments a season offers, without their lines. */
export const discoverInternalAssortmentsRequestSchema = internalAssortmentFiltersSchema.extend({
  channel: z.enum(seasonChannels),
});
export const internalAssortmentListAnswerSchema = z.object({
  totalCount: z.number().int(),
  data: z.array(assortmentSchema),
});

/**
 * The edit lock (POST /api/internalAssortments/edit/lock/{id}/{request|release}): one editor at a
 * time. The holder renews it while editing; it lapses EDIT_LOCK_TTL_MS after the last renewal, so a
 * closed tab or a crashed browser never keeps others out for long.
 */
export const EDIT_LOCK_TTL_MS = 90_000;
/** How often an open editor renews its lock. */
export const EDIT_LOCK_RENEW_MS = 30_000;
/** An editor idle this long gives the lock up, so a forgotten tab does not block the team. */
export const EDIT_LOCK_IDLE_MS = 10 * 60_000;

const editLockActions = ['request', 'release'] as const;
export const editLockParamsSchema = z.object({ id: z.uuid(), action: z.enum(editLockActions) });
export const editLockSchema = z.object({
  /** Whether the caller holds the lock after the call. */
  granted: z.boolean(),
  /** The holder, when someone holds it. */
  holder: z.object({ userId: z.uuid(), name: z.string(), expiresAt: z.iso.datetime({ offset: true }) }).nullable(),
});
export type EditLock = z.infer<typeof editLockSchema>;
