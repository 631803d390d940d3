import type { NotificationReason, OrderEvent } from './notifications.js';

type Order = {
  type: 'SAMPLE' | 'PROMO' | 'WHOLESALE';
  requesterCode: string;
  approverCode?: string | null;
  seniorApproverCode?: string | null;
  coordinatorCode?: string | null;
  orderApprovalStatus?: string | null;
};

export type OrderEventRecipient = { userCode: string; reason: NotificationReason };

/** The events that end or decide a request: its requester hears of them. */
const requesterEvents: readonly OrderEvent[] = ['approved', 'denied', 'shipped', 'completed', 'expired'];

/**
 * Who is told of an order event (see docs/notes-notify.md): the requester of a decision, a
 * shipment or completion; the approver or senior approver whose review the order now awaits; the
 * coordinator an order is assigned to, and the coordinator of a sample order just submitted; of a
 * lapsed promo order, its requester only. One
 * notification per person (the first reason wins) and never the person who acted.
 */
export const orderEventRecipients = (event: OrderEvent, order: Order, actorCode: string): OrderEventRecipient[] => {
  const candidates: { userCode: string | null | undefined; reason: NotificationReason }[] = [];
  // A lapsed order awaits nobody any more: only its requester is told.
  if (event === 'expired') return order.requesterCode ? [{ userCode: order.requesterCode, reason: 'requester' }] : [];
  if (order.orderApprovalStatus === 'REQUIRES APPROVER' && order.type === 'PROMO') {
    candidates.push({ userCode: order.approverCode, reason: 'awaitsReview' });
  }
  if (order.orderApprovalStatus === 'REQUIRES SENIOR' && order.type === 'PROMO') {
    candidates.push({ userCode: order.seniorApproverCode, reason: 'awaitsReview' });
  }
  if (requesterEvents.includes(event)) candidates.push({ userCode: order.requesterCode, reason: 'requester' });
  if (event === 'assigned' || (event === 'submitted' && order.type === 'SAMPLE')) {
    candidates.push({ userCode: order.coordinatorCode, reason: 'coordinator' });
  }
  const recipients: OrderEventRecipient[] = [];
  for (const { userCode, reason } of candidates) {
    if (!userCode || userCode === actorCode || recipients.some((recipient) => recipient.userCode === userCode))
      continue;
    recipients.push({ userCode, reason });
  }
  return recipients;
};
