import {
  type CoordinatorAssignmentData,
  type OrderAction,
  type OrderEvent,
  orderEventRecipients,
} from '@stride/domain';
import { desc, eq } from 'drizzle-orm';
import { coordinatorAssignments } from '../coordinator-assignments/tables.js';
import { notifications } from '../notifications/tables.js';
import { orderHistory, orders } from '../orders/tables.js';
import type { Database } from '../platform/db/database.js';

const assignment = (
  data: Omit<CoordinatorAssignmentData, 'productTypes' | 'regions' | 'requesterCodes'> &
    Partial<CoordinatorAssignmentData>,
): CoordinatorAssignmentData => ({
  requesterCodes: [],
  regions: [],
  productTypes: [],
  ...data,
});

/**
 * A sample room's assignments for the demo coordinators: one by named requesters, some by region
 * and product type, and a catch-all, so coordinatorFor has a real choice to make.
 */
export const demoCoordinatorAssignments: CoordinatorAssignmentData[] = [
  assignment({
    coordinatorCode: 'D1011',
    coordinatorName: 'Chloe Dubois',
    orderTypes: ['SAMPLE'],
    requesterCodes: ['D1001', 'S2003', 'S2007'],
    notes: 'Showroom team: their samples go out the same day.',
  }),
  assignment({
    coordinatorCode: 'D1011',
    coordinatorName: 'Chloe Dubois',
    orderTypes: ['SAMPLE'],
    regions: ['Europe', 'International'],
    productTypes: ['Footwear'],
    notes: 'European and international footwear samples.',
  }),
  assignment({
    coordinatorCode: 'D1009',
    coordinatorName: 'Isabela Santos',
    orderTypes: ['SAMPLE', 'PROMO'],
    regions: ['Domestic'],
    notes: 'Domestic sample room.',
  }),
  assignment({
    coordinatorCode: 'D1009',
    coordinatorName: 'Isabela Santos',
    orderTypes: ['PROMO'],
    notes: 'Promo orders: point-of-purchase material, giveaways, seeding kits.',
  }),
  assignment({
    coordinatorCode: 'D1010',
    coordinatorName: 'Marek Nowak',
    orderTypes: ['SAMPLE'],
    notes: 'Every sample order the rules above do not cover.',
  }),
];

/** The events of the demo orders' histories that people are told of. */
const eventOfAction: Partial<Record<OrderAction, OrderEvent>> = {
  submit: 'submitted',
  approve: 'approved',
  deny: 'denied',
  startProcessing: 'assigned',
  markComplete: 'completed',
};

/** Notifications the demo orders' histories would have sent: the newest unread, the rest read. */
const noticesOfOrders = async (db: Database, now: number) => {
  const steps = await db
    .select({
      action: orderHistory.action,
      actorCode: orderHistory.userCode,
      actorName: orderHistory.name,
      at: orderHistory.createdDate,
      approvalStatus: orderHistory.toApprovalStatus,
      order: orders,
    })
    .from(orderHistory)
    .innerJoin(orders, eq(orders.id, orderHistory.orderId))
    .orderBy(desc(orderHistory.createdDate));
  return steps.flatMap((step) => {
    const event = eventOfAction[step.action];
    if (!event) return [];
    const recipients = orderEventRecipients(
      event,
      {
        type: step.order.type,
        requesterCode: step.order.requesterCode,
        approverCode: step.order.approverCode ?? DEMO_APPROVER,
        seniorApproverCode: step.order.seniorApproverCode ?? DEMO_SENIOR_APPROVER,
        coordinatorCode: step.order.coordinator,
        orderApprovalStatus: step.approvalStatus,
      },
      step.actorCode,
    );
    return recipients.map((recipient) => ({
      recipientCode: recipient.userCode,
      type: 'orders' as const,
      state: now - step.at.getTime() > 7 * 86_400_000 ? ('Read' as const) : ('New' as const),
      event,
      reason: recipient.reason,
      orderId: step.order.id,
      orderNumber: String(step.order.orderNumber),
      orderType: step.order.type,
      actorCode: step.actorCode,
      actorName: step.actorName,
      createdAt: step.at,
    }));
  });
};

const DEMO_APPROVER = 'D1007';
const DEMO_SENIOR_APPROVER = 'D1008';

/** The coordinator assignments, and the notifications of the demo orders (seed them first). */
export const seedDemoOrderNotices = async (db: Database, options: { now: number }) => {
  await db.insert(coordinatorAssignments).values(demoCoordinatorAssignments.map((data) => ({ data })));
  const notices = await noticesOfOrders(db, options.now);
  if (notices.length > 0) await db.insert(notifications).values(notices);
};
