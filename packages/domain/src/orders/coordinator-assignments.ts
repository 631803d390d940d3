import { z } from 'zod';
import { productTypes, regions } from '../access/roles.js';
import type { OrderType } from './order-states.js';

/**
 * Coordinator assignments (spec part 1 §3 "Coordinator assignment: _id plus data", part 2 §7.15):
 * which coordinator a sample room hands an order to. An assignment covers the orders of its
 * order types from its requesters, regions and product types; an empty list covers them all.
 */
export const assignableOrderTypes = ['SAMPLE', 'PROMO'] as const satisfies readonly OrderType[];
export const assignmentRegions = regions.filter((region) => region !== 'All');

const MAX_ASSIGNMENT_REQUESTERS = 200;
export const coordinatorAssignmentDataSchema = z.object({
  coordinatorCode: z.string().trim().min(1).max(40),
  coordinatorName: z.string().trim().min(1).max(120),
  orderTypes: z.array(z.enum(assignableOrderTypes)).min(1).max(assignableOrderTypes.length),
  requesterCodes: z.array(z.string().trim().min(1).max(40)).max(MAX_ASSIGNMENT_REQUESTERS).default([]),
  regions: z.array(z.enum(assignmentRegions as [string, ...string[]])).default([]),
  productTypes: z.array(z.enum(productTypes)).default([]),
  notes: z.string().trim().max(500).default(''),
});
export type CoordinatorAssignmentData = z.infer<typeof coordinatorAssignmentDataSchema>;

export const coordinatorAssignmentSchema = z.object({
  _id: z.string(),
  data: coordinatorAssignmentDataSchema,
  modifiedDate: z.string(),
});
export type CoordinatorAssignment = z.infer<typeof coordinatorAssignmentSchema>;

export const coordinatorAssignmentRequestSchema = z.object({ data: coordinatorAssignmentDataSchema });

/** The order facts an assignment is matched on. */
export type AssignableOrder = {
  type: OrderType;
  requesterCode: string;
  region?: string | null;
  productType?: string | null;
};

const covers = (list: readonly string[], value: string | null | undefined) =>
  list.length === 0 || (value != null && list.includes(value));

/** Named requesters weigh most, then region, then product type: the narrower rule wins. */
const specificity = (data: CoordinatorAssignmentData) =>
  (data.requesterCodes.length > 0 ? 4 : 0) + (data.regions.length > 0 ? 2 : 0) + (data.productTypes.length > 0 ? 1 : 0);

/**
 * The coordinator to preselect for an order: among the assignments that cover it, the most
 * specific; on a tie, the first by coordinator name (so the choice never depends on list order).
 */
export const coordinatorFor = <T extends { data: CoordinatorAssignmentData }>(
  assignments: readonly T[],
  order: AssignableOrder,
): T | null => {
  const covering = assignments.filter(
    ({ data }) =>
      (data.orderTypes as readonly string[]).includes(order.type) &&
      covers(data.requesterCodes, order.requesterCode) &&
      covers(data.regions, order.region) &&
      covers(data.productTypes, order.productType),
  );
  covering.sort(
    (a, b) =>
      specificity(b.data) - specificity(a.data) ||
      a.data.coordinatorName.localeCompare(b.data.coordinatorName) ||
      a.data.coordinatorCode.localeCompare(b.data.coordinatorCode),
  );
  return covering[0] ?? null;
};
