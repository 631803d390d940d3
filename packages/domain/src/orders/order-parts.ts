import type { Permission } from '../access/permission.js';
import type { Role } from '../access/roles.js';
import {
  availableOrderActions,
  type OrderApprovalStatus,
  type OrderPart,
  type OrderStatus,
  type OrderType,
} from './order-states.js';

/** The slice of a person the order rules read. */
export type OrderActor = { userCode: string; permissions: readonly Permission[]; hasAdvancedRights?: boolean };

/** The slice of an order the order rules read. */
export type OrderPeople = {
  type: OrderType;
  status: OrderStatus;
  orderApprovalStatus: OrderApprovalStatus;
  requesterCode: string;
  approverCode: string | null;
  coordinator: string | null;
};

/** The access rule of each order type's screens and calls (spec part 1 §6). */
export const orderAccessRule = { SAMPLE: 'sampleOrders', PROMO: 'promoOrders', WHOLESALE: 'wholesaleOrders' } as const;

const ordersDomain = { SAMPLE: 'sampleOrders', PROMO: 'promoOrders', WHOLESALE: 'wholesaleOrders' } as const;

const holds = (actor: OrderActor, type: OrderType, roles: readonly Role[]) =>
  actor.permissions.some((permission) => permission.domain === ordersDomain[type] && roles.includes(permission.role));

/** Coordinators of each type (spec part 1 §6): sample orders have sample and senior coordinators too. */
const coordinatorRoles: Record<OrderType, readonly Role[]> = {
  SAMPLE: ['coordinator', 'seniorCoordinator', 'sampleCoordinator'],
  PROMO: ['coordinator', 'seniorCoordinator'],
  WHOLESALE: [],
};

export const isOrderCoordinator = (actor: OrderActor, type: OrderType) => holds(actor, type, coordinatorRoles[type]);
/** Sample and senior coordinators see only submitted and in-progress active sample orders; others also drafts (spec part 1 §6). */
export const seesOnlySampleWorkInProgress = (actor: OrderActor) =>
  holds(actor, 'SAMPLE', ['sampleCoordinator', 'seniorCoordinator']);
export const isPromoApprover = (actor: OrderActor) => holds(actor, 'PROMO', ['approver']);
export const isSeniorApprover = (actor: OrderActor) => holds(actor, 'PROMO', ['seniorApprover']);

/**
 * The parts a person plays for an order (spec part 1 §6): its requester; for a promo order the
 * approver when it is assigned to them, or when it awaits an approver and someone else asked for
 * it; a senior approver; a coordinator of the type (the assigned one, or any while none is).
 */
export const orderPartsOf = (actor: OrderActor, order: OrderPeople): Set<OrderPart> => {
  const parts = new Set<OrderPart>();
  const mine = order.requesterCode === actor.userCode;
  if (mine) parts.add('requester');
  if (order.type === 'PROMO') {
    const assignedToMe = order.approverCode === actor.userCode;
    const awaitingAnyone = order.approverCode === null && !mine;
    if (isPromoApprover(actor) && (assignedToMe || awaitingAnyone)) parts.add('approver');
    if (isSeniorApprover(actor) && !mine) parts.add('seniorApprover');
  }
  if (isOrderCoordinator(actor, order.type) && (order.coordinator === null || order.coordinator === actor.userCode)) {
    parts.add('coordinator');
  }
  return parts;
};

/**
 * Whether a coordinator may act on an order assigned to another coordinator: where the tab allows
 * coordinator change (spec part 1 §4, §6), any coordinator of the type may take it over.
 */
export const orderPartsOnTab = (actor: OrderActor, order: OrderPeople, coordinatorChangeAllowed: boolean) => {
  const parts = orderPartsOf(actor, order);
  if (coordinatorChangeAllowed && isOrderCoordinator(actor, order.type)) parts.add('coordinator');
  return parts;
};

/** Promo orders above this many units need a senior approver after the approver (our rule; docs/decisions/orders-and-samples.md). */
export const PROMO_SENIOR_APPROVAL_UNITS = 24;

/** A promo order no one decided this many days after its submit lapses to UNAPPROVED ORDER (our rule; docs/decisions/orders-and-samples.md). */
export const PROMO_APPROVAL_DAYS = 14;

/** Whether a promo order's approval needs a senior approver too. */
export const needsSeniorApproval = (type: OrderType, units: number): boolean =>
  type === 'PROMO' && units > PROMO_SENIOR_APPROVAL_UNITS;

/**
 * The actions a person may take on an order now. With advanced rights a promo decision already
 * taken may be turned, and only to APPROVED or DENIED (spec part 1 §4); without, a decision stands.
 */
export const orderActionsFor = (actor: OrderActor, order: OrderPeople, parts: ReadonlySet<OrderPart>, units: number) =>
  availableOrderActions(order, { parts, needsSenior: needsSeniorApproval(order.type, units) }).filter(
    (action) =>
      actor.hasAdvancedRights === true ||
      !((action === 'approve' || action === 'deny') && (order.status === 'APPROVED' || order.status === 'DENIED')),
  );
