import {
  fullName,
  type OrderEvent as NotificationEvent,
  needsSeniorApproval,
  nextOrderState,
  type OrderAction,
  type OrderPart,
  PROMO_APPROVAL_DAYS,
  todayDateNumber,
  wholesaleShipWindowsEnded,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { type OrderContext, orderError, orderSystem, type Person } from './order-context.js';
import { orderPeople } from './presenter.js';
import type { Db } from './repository.js';
import type { OrderRow } from './tables.js';

const eventOfAction: Partial<Record<OrderAction, NotificationEvent>> = {
  submit: 'submitted',
  approve: 'approved',
  deny: 'denied',
  markComplete: 'completed',
  expire: 'expired',
};

/** The order state machine at work: one action with its history and events, and the order system's own moves. */
export const createOrderTransitions = ({ deps, repository, now }: OrderContext) => {
  /** Runs one action through the state machine, with what it sets besides the status. */
  const applyAction = async (
    tx: Db,
    actor: Person,
    row: OrderRow,
    action: OrderAction,
    parts: ReadonlySet<OrderPart>,
  ) => {
    const context = { parts, needsSenior: needsSeniorApproval(row.type, row.unitCount) };
    const next = nextOrderState(orderPeople(row), action, context);
    if (!next) {
      throw orderError(409, `This order cannot be sent the action ${action} now (it is ${row.status}).`, {
        action,
        status: row.status,
      });
    }
    const at = now();
    const decision = action === 'approve' || action === 'deny';
    const decidedBySenior = decision && parts.has('seniorApprover') && !parts.has('approver');
    const assigned = action === 'startProcessing' && !row.coordinator;
    const changes = {
      status: next.status,
      approvalStatus: next.orderApprovalStatus,
      ...(action === 'submit' ? { submittedDate: at } : {}),
      ...(action === 'markComplete' ? { completedDate: at } : {}),
      ...(assigned ? { coordinator: actor.userCode, coordinatorName: fullName(actor) } : {}),
      ...(decision && !decidedBySenior ? { approverCode: actor.userCode, approverName: fullName(actor) } : {}),
      ...(decidedBySenior ? { seniorApproverCode: actor.userCode, seniorApproverName: fullName(actor) } : {}),
    };
    const updated = await repository.updateOrder(tx, row.id, changes);
    await repository.addHistory(tx, {
      orderId: row.id,
      action,
      userCode: actor.userCode,
      name: fullName(actor),
      fromStatus: row.status,
      toStatus: next.status,
      fromApprovalStatus: row.approvalStatus,
      toApprovalStatus: next.orderApprovalStatus,
    });
    if (next.status !== row.status) {
      const change = { oldStatus: row.status, newStatus: next.status };
      const order = { orderId: row.id, orderType: row.type, orderNumber: String(row.orderNumber) };
      // The order feature's transactions are narrowed to Db; the one given here is whole.
      await deps.publish?.('order.status_changed', { ...order, ...change }, { executor: tx as Database });
    }
    const event = eventOfAction[action];
    if (event) await deps.onOrderEvent(tx, { event, order: updated, actor });
    if (assigned) await deps.onOrderEvent(tx, { event: 'assigned', order: updated, actor });
    return updated;
  };

  /** Promo orders no approver decided within PROMO_APPROVAL_DAYS of their submit lapse (UNAPPROVED ORDER). */
  const expireLapsedPromos = async () => {
    const lapsed = await repository.lapsedPromoIds(new Date(now().getTime() - PROMO_APPROVAL_DAYS * 86_400_000));
    for (const id of lapsed) {
      await repository.db.transaction(async (tx) => {
        const row = await repository.byId(tx, id, true);
        if (row?.status === 'PENDING') await applyAction(tx, orderSystem, row, 'expire', new Set(['system']));
      });
    }
    return lapsed.length;
  };

  /**
   * The order system completes a submitted wholesale order once every line's ship window has
   * ended (COMPLETED, FINALIZED): by then it has shipped what it was going to ship.
   */
  const completeShippedWholesale = async () => {
    const today = todayDateNumber(now());
    // The query finds the candidates; the domain's rule decides each under its row lock.
    const shipped = await repository.shippedWholesaleIds(today);
    for (const id of shipped) {
      await repository.db.transaction(async (tx) => {
        const row = await repository.byId(tx, id, true);
        const lines = (await repository.linesOf(tx, id)).map((line) => ({ status: line.status, ...line.fields }));
        if (row?.status === 'SUBMITTED' && wholesaleShipWindowsEnded(lines, today)) {
          await applyAction(tx, orderSystem, row, 'markComplete', new Set(['system']));
        }
      });
    }
    return shipped.length;
  };

  return { applyAction, expireLapsedPromos, completeShippedWholesale };
};
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
