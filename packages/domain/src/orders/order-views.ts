import type { OrderPart, OrderState, OrderStatus, OrderType } from './order-states.js';

/** The tabs of the order screens (spec part 1 §2 Orders, §4 "Views"); sample styles lists styles, not orders. */
export const orderViews = {
  SAMPLE: ['active-orders', 'archived-orders'],
  PROMO: ['needs-review', 'reviewed', 'archived'],
  WHOLESALE: ['active', 'archived'],
} as const satisfies Record<OrderType, readonly string[]>;
export type OrderView<T extends OrderType = OrderType> = (typeof orderViews)[T][number];

/** The statuses each tab lists: every status an order of the type can reach is on exactly one tab. */
export const statusesOfView: { [T in OrderType]: Record<OrderView<T>, readonly OrderStatus[]> } = {
  SAMPLE: {
    'active-orders': ['DRAFT', 'SUBMITTED', 'IN PROGRESS'],
    'archived-orders': ['COMPLETED', 'CANCELED', 'ARCHIVED', 'INACTIVE'],
  },
  PROMO: {
    'needs-review': ['DRAFT', 'PENDING'],
    reviewed: ['APPROVED', 'DENIED', 'IN PROGRESS'],
    archived: ['COMPLETED', 'CANCELED', 'ARCHIVED', 'INACTIVE', 'UNAPPROVED ORDER'],
  },
  WHOLESALE: {
    active: ['DRAFT', 'PENDING'],
    archived: ['SUBMITTED', 'COMPLETED', 'CANCELED', 'ARCHIVED', 'INACTIVE'],
  },
};

/** The tab an order is listed on; null for a status its type never reaches. */
export const viewOfOrder = <T extends OrderType>(type: T, status: OrderStatus): OrderView<T> | null => {
  const views = statusesOfView[type] as Record<OrderView<T>, readonly OrderStatus[]>;
  return (Object.keys(views) as OrderView<T>[]).find((view) => views[view].includes(status)) ?? null;
};

/** Archived tabs list the orders created on or after one year ago (spec part 1 §4, part 2 §9.4). */
export const archivedWindowStart = (now: Date): Date => {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
};

/**
 * Sample coordinators (and senior coordinators acting as such) see only SUBMITTED or IN PROGRESS
 * active sample orders; others also see DRAFT (spec part 1 §6).
 */
export const activeSampleStatusesFor = (onlyWorkInProgress: boolean): readonly OrderStatus[] =>
  onlyWorkInProgress ? ['SUBMITTED', 'IN PROGRESS'] : statusesOfView.SAMPLE['active-orders'];

/**
 * Coordinator change is allowed on reviewed and archived promo orders and on active and archived
 * sample orders, not on needs-review promo orders or sample styles (spec part 1 §4); the same
 * routes let coordinators view another coordinator's orders (allowCoordinatorChange, §6).
 */
export const allowsCoordinatorChange = (type: OrderType, view: string): boolean =>
  (type === 'PROMO' && (view === 'reviewed' || view === 'archived')) ||
  (type === 'SAMPLE' && (view === 'active-orders' || view === 'archived-orders'));

/** DRAFT orders may be deleted; wholesale lists also delete PENDING ones (spec part 1 §4). */
export const isOrderDeletable = (order: Pick<OrderState, 'type' | 'status'>): boolean =>
  order.status === 'DRAFT' || (order.type === 'WHOLESALE' && order.status === 'PENDING');

/**
 * Who may change an order's lines and fields (spec part 1 §6 "Editable orders"): a DRAFT anyone
 * who may open it; sample orders SUBMITTED or IN PROGRESS their coordinators; promo orders awaiting
 * an approver the approvers and senior approvers, awaiting a senior the senior approvers;
 * wholesale orders always.
 */
export const isOrderEditable = (order: OrderState, parts: ReadonlySet<OrderPart>): boolean => {
  if (order.status === 'DRAFT' || order.type === 'WHOLESALE') return true;
  if (order.type === 'SAMPLE') {
    return parts.has('coordinator') && (order.status === 'SUBMITTED' || order.status === 'IN PROGRESS');
  }
  if (order.status !== 'PENDING') return false;
  if (order.orderApprovalStatus === 'REQUIRES SENIOR') return parts.has('seniorApprover');
  return order.orderApprovalStatus === 'REQUIRES APPROVER' && (parts.has('approver') || parts.has('seniorApprover'));
};
