import type { CoordinatorAssignmentData, NotificationReason, OrderEvent, OrderType } from '@stride/domain';
import { coordinatorAssignments } from '../coordinator-assignments/tables.js';
import { notifications } from '../notifications/tables.js';
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
    productTypes: ['POP'],
    notes: 'Point-of-purchase material.',
  }),
  assignment({
    coordinatorCode: 'D1010',
    coordinatorName: 'Marek Nowak',
    orderTypes: ['SAMPLE', 'PROMO'],
    notes: 'Everything the rules above do not cover.',
  }),
];

type Notice = [
  recipientCode: string,
  event: OrderEvent,
  reason: NotificationReason,
  orderType: OrderType,
  orderNumber: number,
  actor: [code: string, name: string],
  hoursAgo: number,
  read?: boolean,
];

const maya: [string, string] = ['D1001', 'Maya Thompson'];
const priya: [string, string] = ['D1007', 'Priya Nair'];
const marek: [string, string] = ['D1010', 'Marek Nowak'];
const chloe: [string, string] = ['D1011', 'Chloe Dubois'];

/** What the demo people were told lately: new ones on top, some already read. */
const demoNotices: Notice[] = [
  ['D1001', 'shipped', 'requester', 'SAMPLE', 100_012, chloe, 2],
  ['D1001', 'approved', 'requester', 'PROMO', 200_004, priya, 5],
  ['D1001', 'denied', 'requester', 'PROMO', 200_007, priya, 30, true],
  ['D1001', 'completed', 'requester', 'SAMPLE', 100_008, chloe, 75, true],
  ['D1009', 'assigned', 'coordinator', 'SAMPLE', 100_015, marek, 1],
  ['D1009', 'submitted', 'coordinator', 'SAMPLE', 100_016, maya, 4],
  ['D1009', 'assigned', 'coordinator', 'PROMO', 200_004, marek, 26, true],
  ['D1011', 'submitted', 'coordinator', 'SAMPLE', 100_012, maya, 28, true],
  ['D1011', 'assigned', 'coordinator', 'SAMPLE', 100_018, marek, 3],
  ['D1010', 'submitted', 'coordinator', 'SAMPLE', 100_019, maya, 2],
  ['D1010', 'submitted', 'coordinator', 'SAMPLE', 100_017, maya, 20],
  ['D1010', 'submitted', 'coordinator', 'SAMPLE', 100_014, maya, 50, true],
  ['D1007', 'submitted', 'awaitsReview', 'PROMO', 200_009, maya, 6],
  ['D1008', 'approved', 'awaitsReview', 'PROMO', 200_010, priya, 8],
];

export const seedDemoOrderNotices = async (db: Database, options: { now: number }) => {
  await db.insert(coordinatorAssignments).values(demoCoordinatorAssignments.map((data) => ({ data })));
  await db.insert(notifications).values(
    demoNotices.map(
      ([recipientCode, event, reason, orderType, orderNumber, [actorCode, actorName], hoursAgo, read]) => ({
        recipientCode,
        type: 'orders' as const,
        state: read ? ('Read' as const) : ('New' as const),
        event,
        reason,
        orderId: `demo-${orderType.toLowerCase()}-${orderNumber}`,
        orderNumber: String(orderNumber),
        orderType,
        actorCode,
        actorName,
        createdAt: new Date(options.now - hoursAgo * 3_600_000),
      }),
    ),
  );
};
