import {
  defaultLineSize,
  lineAvailability,
  lineSide,
  type OrderAction,
  type OrderApprovalStatus,
  type OrderFields,
  type OrderStatus,
  type OrderType,
  orderFieldsSchema,
  orderLineFieldsSchema,
  type Product,
  type ProductType,
} from '@stride/domain';
import { asc, eq } from 'drizzle-orm';
import { orderComments, orderHistory, orderLines, orders } from '../orders/tables.js';
import type { Database } from '../platform/db/database.js';
import { products } from '../products/tables.js';

const DAY_MS = 86_400_000;

/** The demo people of the order screens (demo-users.ts). */
const people = {
  requester: { code: 'D1001', name: 'Maya Thompson' },
  approver: { code: 'D1007', name: 'Priya Nair' },
  senior: { code: 'D1008', name: 'Robert Chen' },
  coordinator: { code: 'D1009', name: 'Isabela Santos' },
  sampleCoordinator: { code: 'D1011', name: 'Chloe Dubois' },
};
type Person = (typeof people)[keyof typeof people];

type Step = { action: OrderAction; by: Person; to: OrderStatus; approvalTo: OrderApprovalStatus; daysAgo: number };
type DemoOrder = {
  type: Exclude<OrderType, 'WHOLESALE'>;
  productType: ProductType;
  fields: Partial<OrderFields>;
  /** Quantities of the lines, one per style-colour taken in turn from the catalogue. */
  quantities: number[];
  createdDaysAgo: number;
  steps: Step[];
  coordinator?: Person;
  approver?: Person;
  senior?: Person;
  comments?: { by: Person; text: string }[];
};

const step = (action: OrderAction, by: Person, to: OrderStatus, approvalTo: OrderApprovalStatus, daysAgo: number) => ({
  action,
  by,
  to,
  approvalTo,
  daysAgo,
});
const { requester, approver, senior, coordinator, sampleCoordinator } = people;

/**
 * Sample and promo orders in every state the screens show: drafts, orders waiting for a
 * coordinator, an approver or a senior approver, orders in progress, done, denied and canceled,
 * each with the history of how it got there (the state machine's steps) and a few comments.
 */
const demoOrders: DemoOrder[] = [
  {
    type: 'SAMPLE',
    productType: 'Footwear',
    fields: { purpose: 'Spring showroom', sizePreference: 'Preferred' },
    quantities: [1, 2],
    createdDaysAgo: 1,
    steps: [],
  },
  {
    type: 'SAMPLE',
    productType: 'Footwear',
    fields: { purpose: 'Buyer meeting – Harbor Sports', sizePreference: 'Required', shippingMethod: 'Overnight' },
    quantities: [2, 1, 1],
    createdDaysAgo: 4,
    steps: [step('submit', requester, 'SUBMITTED', 'PENDING', 3)],
    comments: [{ by: requester, text: 'Needed before Thursday’s meeting, please.' }],
  },
  {
    type: 'SAMPLE',
    productType: 'Apparel',
    fields: { purpose: 'Photo shoot', sizePreference: 'Preferred' },
    quantities: [3, 3],
    createdDaysAgo: 6,
    coordinator: sampleCoordinator,
    steps: [
      step('submit', requester, 'SUBMITTED', 'PENDING', 5),
      step('startProcessing', sampleCoordinator, 'IN PROGRESS', 'PROCESSED', 4),
    ],
    comments: [{ by: sampleCoordinator, text: 'Picking today; the jackets ship tomorrow.' }],
  },
  {
    type: 'SAMPLE',
    productType: 'Footwear',
    fields: { purpose: 'Trade show', sizePreference: 'Required' },
    quantities: [1, 1, 1, 1],
    createdDaysAgo: 30,
    coordinator: coordinator,
    steps: [
      step('submit', requester, 'SUBMITTED', 'PENDING', 29),
      step('startProcessing', coordinator, 'IN PROGRESS', 'PROCESSED', 27),
      step('markComplete', coordinator, 'COMPLETED', 'FINALIZED', 25),
    ],
  },
  {
    type: 'SAMPLE',
    productType: 'Footwear',
    fields: { purpose: 'Store visit' },
    quantities: [1],
    createdDaysAgo: 45,
    steps: [
      step('submit', requester, 'SUBMITTED', 'PENDING', 44),
      step('cancel', requester, 'CANCELED', 'PENDING', 43),
    ],
  },
  {
    type: 'PROMO',
    productType: 'Footwear',
    fields: { reason: 'Store opening event', availDateWindow: 45 },
    quantities: [4, 2],
    createdDaysAgo: 2,
    steps: [],
  },
  {
    type: 'PROMO',
    productType: 'Footwear',
    fields: { reason: 'Marathon expo giveaways', availDateWindow: 30, account: 'Harbor Sports' },
    quantities: [6, 6],
    createdDaysAgo: 3,
    steps: [step('submit', requester, 'PENDING', 'REQUIRES APPROVER', 2)],
  },
  {
    type: 'PROMO',
    productType: 'Footwear',
    fields: { reason: 'Regional sales contest prizes', availDateWindow: 60 },
    quantities: [9, 9, 9],
    createdDaysAgo: 5,
    approver,
    steps: [
      step('submit', requester, 'PENDING', 'REQUIRES APPROVER', 4),
      step('approve', approver, 'PENDING', 'REQUIRES SENIOR', 3),
    ],
    comments: [{ by: approver, text: 'Over 24 units: Robert has the last word.' }],
  },
  {
    type: 'PROMO',
    productType: 'Apparel',
    fields: { reason: 'Team uniforms for the demo day', availDateWindow: 45 },
    quantities: [5, 5],
    createdDaysAgo: 8,
    approver,
    steps: [
      step('submit', requester, 'PENDING', 'REQUIRES APPROVER', 7),
      step('approve', approver, 'APPROVED', 'REVIEW COMPLETE', 6),
    ],
  },
  {
    type: 'PROMO',
    productType: 'Footwear',
    fields: { reason: 'Influencer seeding', availDateWindow: 45 },
    quantities: [9, 9, 9, 9],
    createdDaysAgo: 12,
    approver,
    senior,
    steps: [
      step('submit', requester, 'PENDING', 'REQUIRES APPROVER', 11),
      step('approve', approver, 'PENDING', 'REQUIRES SENIOR', 10),
      step('deny', senior, 'DENIED', 'REVIEW COMPLETE', 9),
    ],
    comments: [{ by: senior, text: 'Not this quarter; please ask again with fewer pairs.' }],
  },
  {
    type: 'PROMO',
    productType: 'Footwear',
    fields: { reason: 'Charity run', availDateWindow: 45 },
    quantities: [3, 3],
    createdDaysAgo: 40,
    approver,
    coordinator,
    steps: [
      step('submit', requester, 'PENDING', 'REQUIRES APPROVER', 39),
      step('approve', approver, 'APPROVED', 'REVIEW COMPLETE', 38),
      step('startProcessing', coordinator, 'IN PROGRESS', 'PROCESSED', 37),
      step('markComplete', coordinator, 'COMPLETED', 'FINALIZED', 35),
    ],
  },
];

/** The order's own fields as the orders service keeps them: all of them, less those with columns. */
const orderFields = (fields: Partial<OrderFields>) => {
  const {
    productType: _productType,
    approverCode: _approverCode,
    coordinator: _coordinator,
    ...rest
  } = orderFieldsSchema.parse(fields);
  return rest;
};

const catalogueOf = async (db: Database, productType: ProductType, count: number) =>
  db
    .select({ document: products.document })
    .from(products)
    .where(eq(products.productType, productType))
    .orderBy(asc(products.styleColorId))
    .limit(count);

/** Seeds the demo sample and promo orders (see demoOrders) with their lines, history and comments. */
export const seedDemoOrders = async (db: Database, { now }: { now: number }) => {
  const catalogue: Record<string, Product[]> = {};
  for (const productType of ['Footwear', 'Apparel'] as const) {
    catalogue[productType] = (await catalogueOf(db, productType, 24)).map((row) => row.document);
  }
  let next = 0;
  for (const demo of demoOrders) {
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    const found = catalogue[demo.productType]!;
    const picked = demo.quantities.map((quantity) => ({ product: found[next++ % found.length]!, quantity }));
    const last = demo.steps.at(-1);
    const units = demo.quantities.reduce((sum, quantity) => sum + quantity, 0);
    const [order] = await db
      .insert(orders)
      .values({
        type: demo.type,
        status: last?.to ?? 'DRAFT',
        approvalStatus: last?.approvalTo ?? 'PENDING',
        productType: demo.productType,
        requesterCode: requester.code,
        requesterName: requester.name,
        approverCode: demo.approver?.code ?? null,
        approverName: demo.approver?.name ?? null,
        seniorApproverCode: demo.senior?.code ?? null,
        seniorApproverName: demo.senior?.name ?? null,
        coordinator: demo.coordinator?.code ?? null,
        coordinatorName: demo.coordinator?.name ?? null,
        fields: orderFields(demo.fields),
        lineCount: picked.length,
        unitCount: units,
        styles: [...new Set(picked.map(({ product }) => product.style))].join(' '),
        createdDate: at(demo.createdDaysAgo),
        modifiedDate: at(last?.daysAgo ?? demo.createdDaysAgo),
        submittedDate: demo.steps[0] ? at(demo.steps[0].daysAgo) : null,
        completedDate: last?.action === 'markComplete' ? at(last.daysAgo) : null,
      })
      .returning();
    await db.insert(orderLines).values(
      picked.map(({ product, quantity }, position) => ({
        orderId: order!.id,
        position,
        status: demo.type === 'PROMO' ? 'APPROVED' : 'PENDING',
        availability: lineAvailability(product),
        fields: orderLineFieldsSchema.parse({
          style: product.style,
          color: product.color,
          name: product.name,
          productType: product.productType,
          gender: product.gender,
          size: defaultLineSize(product.productType, product.gender),
          side: lineSide(product.productType, 'Pair'),
          quantity,
          source: 'Production',
        }),
      })),
    );
    let from: { status: OrderStatus; approval: OrderApprovalStatus } = { status: 'DRAFT', approval: 'PENDING' };
    for (const { action, by, to, approvalTo, daysAgo } of demo.steps) {
      await db.insert(orderHistory).values({
        orderId: order!.id,
        action,
        userCode: by.code,
        name: by.name,
        fromStatus: from.status,
        toStatus: to,
        fromApprovalStatus: from.approval,
        toApprovalStatus: approvalTo,
        createdDate: at(daysAgo),
      });
      from = { status: to, approval: approvalTo };
    }
    for (const [index, comment] of (demo.comments ?? []).entries()) {
      await db.insert(orderComments).values({
        orderId: order!.id,
        userCode: comment.by.code,
        name: comment.by.name,
        text: comment.text,
        createdDate: new Date(
          at(demo.steps.at(-1)?.daysAgo ?? demo.createdDaysAgo).getTime() + (index + 1) * 3_600_000,
        ),
      });
    }
  }
};
