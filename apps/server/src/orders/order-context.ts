import {
  accessRules,
  allowsCoordinatorChange,
  type CoordinatorAssignmentData,
  checkAccess,
  isOrderCoordinator,
  isPromoApprover,
  isSeniorApprover,
  type OrderEvent as NotificationEvent,
  type Order,
  type OrderPart,
  type OrderRouteParams,
  type OrderType,
  type OrderView,
  orderAccessRule,
  orderPartsOnTab,
  orderTabOf,
  type User,
} from '@stride/domain';
import type { AuditLog } from '../audit/audit-log.js';
import { AppError, forbidden, invalidInput, notFound } from '../platform/errors.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { orderPeople, presentOrder } from './presenter.js';
import { type Db, type OrdersRepository, visibleTo } from './repository.js';
import type { OrderRow } from './tables.js';

/** An order event other features act on (notifications, e-mail), inside the call's transaction. */
export type OrderEvent = {
  event: NotificationEvent;
  order: OrderRow;
  actor: Person;
};

/** Who acts: a signed-in person, or the order system itself. */
export type Person = Pick<User, 'userCode' | 'name' | 'lastName'>;
export const orderSystem: Person = { userCode: 'system', name: 'Order', lastName: 'system' };

/** A line the order system refuses on a wholesale submit: shown as style/colour plus message (spec part 1 §5). */
export type RejectedItem = { style: string; color: string; message: string };

export type OrdersServiceDeps = {
  repository: OrdersRepository;
  bypassPermissions: boolean;
  /** Called for each order event, in the transaction that caused it. */
  onOrderEvent: (tx: Db, event: OrderEvent) => Promise<void>;
  /** The order system's answer to a wholesale submit: the lines it rejects (none: accepted). */
  checkWholesaleSubmit: (order: Order) => RejectedItem[];
  /** Approvals and denials are recorded in the audit log, in the transaction of the batch. */
  audit: AuditLog;
  /** The sample room's coordinator assignments: a new order's coordinator is preselected from them. */
  coordinatorAssignments: () => Promise<{ id: string; data: CoordinatorAssignmentData }[]>;
  /** Tells webhook endpoints of status changes, in the transaction of the change. */
  publish?: WebhookPublisher;
  now?: () => Date;
};

/** Order errors carry the order message code (spec part 2 §8.4). */
export const orderError = (statusCode: number, message: string, messageData: Record<string, unknown> = {}) =>
  new AppError(statusCode, 'ITS_FE_ERROR_NEXTORWRK_ERROR', message, messageData);

/**
 * What every order call shares: the clock, the tab a path names, the type's access rule, the
 * parts a person plays in an order, and which orders of a tab they see.
 */
export const createOrderContext = (deps: OrdersServiceDeps) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const tabOf = (params: OrderRouteParams) => {
    const tab = orderTabOf(params);
    if (!tab) throw invalidInput('subtype', `${params.subtype} is not a tab of ${params.type} orders.`);
    return tab;
  };

  /** The type's own rule (the route's rule admits anyone holding any order permission). */
  const mayOpenType = (user: User, type: OrderType) =>
    checkAccess(user, accessRules[orderAccessRule[type]], { bypassPermissions: deps.bypassPermissions });
  const ensureTypeAccess = (user: User, type: OrderType) => {
    if (!mayOpenType(user, type)) throw forbidden();
  };

  const partsFor = (user: User, row: OrderRow, view: OrderView) =>
    orderPartsOnTab(user, orderPeople(row), allowsCoordinatorChange(row.type, view));

  /** An order the person plays no part in is not theirs to see: 404, so its number tells nothing. */
  const visibleOrder = (user: User, row: OrderRow | undefined, tab: { orderType: OrderType; view: OrderView }) => {
    if (!row || row.type !== tab.orderType) throw notFound('The order');
    const parts = partsFor(user, row, tab.view);
    if (parts.size === 0) throw notFound('The order');
    return parts;
  };

  const fullOrder = async (tx: Db, row: OrderRow, user: User, parts: ReadonlySet<OrderPart>) =>
    presentOrder(row, await repository.linesOf(tx, row.id), await repository.commentsOf(tx, row.id), user, parts);

  /** Who sees which rows of a tab (spec part 1 §6): their own, and what their parts bring them. */
  const visibility = (user: User, type: OrderType, view: OrderView, coordinator: string | undefined) => {
    const me = user.userCode;
    const conditions = [visibleTo.requester(me)];
    const coordinating = isOrderCoordinator(user, type);
    if (coordinating && coordinator !== undefined && !allowsCoordinatorChange(type, view)) {
      throw forbidden();
    }
    if (coordinating && type === 'SAMPLE') {
      conditions.push(visibleTo.sampleCoordinator(me, coordinator));
    }
    if (coordinating && type === 'PROMO') {
      conditions.push(coordinator ? visibleTo.coordinator(coordinator) : visibleTo.promoCoordinator(me));
    }
    if (type === 'PROMO' && isPromoApprover(user)) conditions.push(visibleTo.approver(me));
    if (type === 'PROMO' && isSeniorApprover(user)) conditions.push(visibleTo.seniorApprover(me));
    return { conditions };
  };

  return { deps, repository, now, tabOf, mayOpenType, ensureTypeAccess, partsFor, visibleOrder, fullOrder, visibility };
};
export type OrderContext = ReturnType<typeof createOrderContext>;
