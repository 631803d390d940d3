import type { Role } from '@stride/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { NotifyOrderEvent } from '../notifications/order-notifier.js';
import type { Database } from '../platform/db/database.js';
import { users } from '../users/tables.js';
import type { OrderEvent } from './order-context.js';
import type { Db } from './repository.js';

/** Active people holding a promo order role: who an order awaiting "any approver" waits for. */
const promoReviewers = async (tx: Db, role: Role) =>
  (
    await tx
      .select({ userCode: users.userCode })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          sql`${users.permissions} @> ${JSON.stringify([{ domain: 'promoOrders', role }])}::jsonb`,
        ),
      )
  ).map((person) => person.userCode);

/**
 * Tells the people of an order what happened (the notifications feature writes the rows and the
 * e-mails). A promo order awaiting review with nobody named awaits every approver (or senior
 * approver): each of them is told, the requester and coordinator once.
 */
export const orderEventNotices =
  (notify: NotifyOrderEvent) =>
  async (tx: Db, { event, order, actor }: OrderEvent) => {
    const awaited =
      order.type !== 'PROMO' || event === 'expired'
        ? null
        : order.approvalStatus === 'REQUIRES APPROVER'
          ? { named: order.approverCode, role: 'approver' as const }
          : order.approvalStatus === 'REQUIRES SENIOR'
            ? { named: order.seniorApproverCode, role: 'seniorApprover' as const }
            : null;
    const reviewers = awaited && !awaited.named ? await promoReviewers(tx, awaited.role) : [null];
    const notice = {
      id: order.id,
      orderNumber: order.orderNumber,
      type: order.type,
      requesterCode: order.requesterCode,
      approverCode: order.approverCode,
      seniorApproverCode: order.seniorApproverCode,
      coordinatorCode: order.coordinator,
      orderApprovalStatus: order.approvalStatus,
    };
    for (const [index, reviewer] of reviewers.entries()) {
      const others = index === 0 ? {} : { requesterCode: '', coordinatorCode: null };
      const named =
        reviewer === null
          ? {}
          : awaited?.role === 'approver'
            ? { approverCode: reviewer }
            : { seniorApproverCode: reviewer };
      await notify(tx as Database, { event, order: { ...notice, ...others, ...named }, actorCode: actor.userCode });
    }
  };
