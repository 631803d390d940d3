import {
  defaultLineSize,
  type Gender,
  initialLineStatus,
  lineSide,
  type OrderAction,
  type OrderApprovalStatus,
  type OrderCustomer,
  type OrderFields,
  type OrderLineFields,
  type OrderStatus,
  type OrderType,
  orderLineFieldsSchema,
  type ProductType,
} from '@stride/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { customers } from '../customers/tables.js';
import { orderWrites } from '../orders/repository.js';
import type { Database } from '../platform/db/database.js';
import { products } from '../products/tables.js';
import { users } from '../users/tables.js';
import { wholesaleCustomers } from '../wholesale/tables.js';
import type { Random } from './random.js';

type Step = { action: OrderAction; by: string; to: OrderStatus; approval: OrderApprovalStatus };

/** A demo order: who asked, where it got to and through whose hands (each step is a history entry). */
type DemoOrder = {
  type: OrderType;
  requester: string;
  productType: ProductType;
  lines: number;
  steps: Step[];
  fields: Partial<OrderFields>;
  coordinator?: string;
  approver?: string;
  senior?: string;
  daysAgo: number;
};

const step = (action: OrderAction, by: string, to: OrderStatus, approval: OrderApprovalStatus): Step => ({
  action,
  by,
  to,
  approval,
});

// The demo people of each part (apps/server/src/seed/demo-users.ts).
const USER = 'D1001';
const APPROVER = 'D1007';
const SENIOR = 'D1008';
const COORDINATOR = 'D1009';
const SAMPLE_COORDINATOR = 'D1011';
const REP = 'D1015';
const CS_REP = 'D1016';

const sampleSubmit = step('submit', USER, 'SUBMITTED', 'PENDING');
const sampleStart = (by: string) => step('startProcessing', by, 'IN PROGRESS', 'PROCESSED');
const sampleComplete = (by: string) => step('markComplete', by, 'COMPLETED', 'FINALIZED');
const promoSubmit = step('submit', USER, 'PENDING', 'REQUIRES APPROVER');
const promoApprove = step('approve', APPROVER, 'APPROVED', 'REVIEW COMPLETE');
const promoToSenior = step('approve', APPROVER, 'PENDING', 'REQUIRES SENIOR');
const seniorApprove = step('approve', SENIOR, 'APPROVED', 'REVIEW COMPLETE');

const purposes = ['Sales meeting', 'Photo shoot', 'Trade show', 'Key account visit', 'Fit test', 'Buyer preview'];
const reasons = ['Store opening', 'Athlete seeding', 'Trade show giveaway', 'Retail window', 'Influencer kit'];

const demoOrders = (random: Random, customersOf: (rep: string) => RepCustomer[]): DemoOrder[] => {
  const sample = (steps: Step[], extra: Partial<DemoOrder> = {}): DemoOrder => ({
    type: 'SAMPLE',
    requester: USER,
    productType: random.chance(0.7) ? 'Footwear' : 'Apparel',
    lines: random.int(2, 8),
    steps,
    fields: {
      purpose: random.pick(purposes),
      sizePreference: random.chance(0.5) ? 'Preferred' : 'Required',
      shippingMethod: random.pick(['UPS Ground', 'UPS 2nd Day', 'FedEx Overnight']),
      warehouse: 'US',
    },
    daysAgo: random.int(1, 300),
    ...extra,
  });
  const promoOrder = (steps: Step[], extra: Partial<DemoOrder> = {}): DemoOrder => ({
    type: 'PROMO',
    requester: USER,
    productType: random.pick(['Footwear', 'Apparel', 'POP'] as const),
    lines: random.int(2, 5),
    steps,
    fields: { reason: random.pick(reasons), availDateWindow: 45, warehouse: 'US' },
    daysAgo: random.int(1, 300),
    ...extra,
  });
  const wholesale = (requester: string, steps: Step[]): DemoOrder => {
    const { customer, region } = random.pick(customersOf(requester));
    return {
      type: 'WHOLESALE',
      requester,
      productType: 'Footwear',
      lines: random.int(4, 12),
      steps,
      fields: {
        customer,
        currency: customer.currency,
        po: `PO-${random.int(10000, 99999)}`,
        region,
        origin: 'domestic',
      },
      daysAgo: random.int(1, 200),
    };
  };
  return [
    // Sample orders: every active and archived status, some of them the coordinators'.
    sample([]),
    sample([], { daysAgo: 0 }),
    sample([sampleSubmit]),
    sample([sampleSubmit]),
    sample([sampleSubmit], { coordinator: SAMPLE_COORDINATOR }),
    sample([sampleSubmit, sampleStart(SAMPLE_COORDINATOR)], { coordinator: SAMPLE_COORDINATOR }),
    sample([sampleSubmit, sampleStart(COORDINATOR)], { coordinator: COORDINATOR }),
    sample([sampleSubmit, sampleStart(SAMPLE_COORDINATOR), sampleComplete(SAMPLE_COORDINATOR)], {
      coordinator: SAMPLE_COORDINATOR,
    }),
    sample([sampleSubmit, sampleStart(COORDINATOR), sampleComplete(COORDINATOR)], { coordinator: COORDINATOR }),
    sample([sampleSubmit, step('cancel', USER, 'CANCELED', 'PENDING')]),
    sample(
      [
        sampleSubmit,
        sampleStart(COORDINATOR),
        sampleComplete(COORDINATOR),
        step('archive', USER, 'ARCHIVED', 'FINALIZED'),
      ],
      { coordinator: COORDINATOR },
    ),
    sample([step('deactivate', USER, 'INACTIVE', 'PENDING')]),
    // Older than the archived window: on no tab.
    sample([sampleSubmit, sampleStart(COORDINATOR), sampleComplete(COORDINATOR)], {
      coordinator: COORDINATOR,
      daysAgo: 420,
    }),
    // Promo orders: awaiting an approver, a senior approver, decided, processed, lapsed.
    promoOrder([]),
    promoOrder([promoSubmit]),
    promoOrder([promoSubmit]),
    promoOrder([promoSubmit, promoToSenior], { lines: 4, approver: APPROVER }),
    promoOrder([promoSubmit, promoApprove], { approver: APPROVER }),
    promoOrder([promoSubmit, promoToSenior, seniorApprove], { lines: 4, approver: APPROVER, senior: SENIOR }),
    promoOrder([promoSubmit, step('deny', APPROVER, 'DENIED', 'REVIEW COMPLETE')], { approver: APPROVER }),
    promoOrder([promoSubmit, promoApprove, step('startProcessing', COORDINATOR, 'IN PROGRESS', 'PROCESSED')], {
      approver: APPROVER,
      coordinator: COORDINATOR,
    }),
    promoOrder(
      [
        promoSubmit,
        promoApprove,
        step('startProcessing', COORDINATOR, 'IN PROGRESS', 'PROCESSED'),
        step('markComplete', COORDINATOR, 'COMPLETED', 'FINALIZED'),
      ],
      { approver: APPROVER, coordinator: COORDINATOR },
    ),
    promoOrder([promoSubmit, step('expire', 'system', 'UNAPPROVED ORDER', 'REQUIRES APPROVER')]),
    // Wholesale orders of the US and Canadian reps.
    wholesale(REP, []),
    wholesale(REP, []),
    wholesale(REP, [step('submit', REP, 'PENDING', 'PENDING'), step('accept', 'system', 'SUBMITTED', 'PROCESSED')]),
    wholesale(REP, [
      step('submit', REP, 'PENDING', 'PENDING'),
      step('accept', 'system', 'SUBMITTED', 'PROCESSED'),
      step('markComplete', 'system', 'COMPLETED', 'FINALIZED'),
    ]),
    wholesale(CS_REP, []),
    wholesale(CS_REP, [
      step('submit', CS_REP, 'PENDING', 'PENDING'),
      step('accept', 'system', 'SUBMITTED', 'PROCESSED'),
    ]),
  ];
};

const DAY = 86_400_000;

/** A rep's account as a wholesale order keeps it, with the order form's region. */
type RepCustomer = { customer: OrderCustomer; region: string };

/** The order form's customers of each rep (seeded by demo-wholesale.ts, before the orders). */
const repCustomers = async (tx: Database) => {
  const rows = await tx
    .select({ account: customers, wholesale: wholesaleCustomers })
    .from(wholesaleCustomers)
    .innerJoin(customers, eq(customers.accountNumber, wholesaleCustomers.accountNumber));
  return (rep: string): RepCustomer[] =>
    rows
      .filter((row) => row.wholesale.repUserCode === rep)
      .map(({ account, wholesale }) => ({
        region: wholesale.region,
        customer: {
          id: account.accountNumber,
          name: account.name,
          currency: wholesale.currency,
          address: { country: account.country },
          defaults: wholesale.defaults,
          termsInfo: wholesale.termsInfo,
        },
      }));
};

/** Lines from the catalogue: sizes and sides as a requester would pick them. */
const linesFor = (
  random: Random,
  order: DemoOrder,
  pool: { style: string; color: string; name: string; gender: string; productType: ProductType }[],
): OrderLineFields[] =>
  random.sample(pool, order.lines).map((product) => {
    const base = orderLineFieldsSchema.parse({
      style: product.style,
      color: product.color,
      name: product.name,
      productType: product.productType,
      gender: product.gender,
    });
    if (order.type === 'WHOLESALE') {
      return {
        ...base,
        sizes: Object.fromEntries(['8', '9', '10', '11'].map((size) => [size, random.int(1, 4) * 6])),
        unitPrice: random.int(35, 95),
        term: '01',
        daysOut: 30,
      };
    }
    return {
      ...base,
      size: defaultLineSize(product.productType, product.gender as Gender),
      side: lineSide(product.productType, random.pick(['Left', 'Right', 'Pair'] as const)),
      quantity: order.type === 'PROMO' ? random.int(3, 9) : random.int(1, 3),
      promoCode: order.type === 'PROMO' ? random.pick(['SPR', 'TS1', 'VIP']) : null,
    };
  });

/** Demo orders of every type and status for the demo logins, with their histories. */
export const seedDemoOrders = async (tx: Database, random: Random, options: { now: number }) => {
  const people = new Map(
    (await tx.select({ userCode: users.userCode, name: users.name, lastName: users.lastName }).from(users)).map(
      (person) => [person.userCode, `${person.name} ${person.lastName}`],
    ),
  );
  const nameOf = (code: string | undefined) => (code ? (people.get(code) ?? null) : null);
  const pools = new Map<ProductType, Awaited<ReturnType<typeof catalogueOf>>>();
  const catalogueOf = (productType: ProductType) =>
    tx
      .select({
        style: products.style,
        color: products.color,
        name: products.name,
        gender: products.gender,
        productType: products.productType,
      })
      .from(products)
      .where(and(eq(products.productType, productType), inArray(products.gender, ['Mens', 'Womens', 'Unisex'])))
      .limit(200);
  for (const order of demoOrders(random, await repCustomers(tx))) {
    if (!pools.has(order.productType)) pools.set(order.productType, await catalogueOf(order.productType));
    const created = new Date(options.now - order.daysAgo * DAY);
    const row = await orderWrites.insertOrder(tx, {
      type: order.type,
      status: 'DRAFT',
      approvalStatus: 'PENDING',
      productType: order.productType,
      requesterCode: order.requester,
      requesterName: nameOf(order.requester) ?? order.requester,
      fields: order.fields,
      createdDate: created,
      modifiedDate: created,
    });
    const lines = linesFor(random, order, pools.get(order.productType)!);
    await orderWrites.insertLines(
      tx,
      row.id,
      0,
      lines.map((fields) => ({
        fields,
        status: initialLineStatus(order.type, {
          productType: fields.productType,
          addedByRequester: true,
          origin: order.fields.origin,
        }),
      })),
    );
    let from = { status: 'DRAFT' as OrderStatus, approval: 'PENDING' as OrderApprovalStatus };
    for (const [index, { action, by, to, approval }] of order.steps.entries()) {
      await orderWrites.addHistory(tx, {
        orderId: row.id,
        action,
        userCode: by,
        name: by === 'system' ? 'Order system' : (nameOf(by) ?? by),
        fromStatus: from.status,
        toStatus: to,
        fromApprovalStatus: from.approval,
        toApprovalStatus: approval,
        createdDate: new Date(created.getTime() + (index + 1) * DAY * 0.5),
      });
      from = { status: to, approval };
    }
    const last = new Date(created.getTime() + order.steps.length * DAY * 0.5);
    await orderWrites.updateOrder(tx, row.id, {
      status: from.status,
      approvalStatus: from.approval,
      coordinator: order.coordinator ?? null,
      coordinatorName: nameOf(order.coordinator),
      approverCode: order.approver ?? null,
      approverName: nameOf(order.approver),
      seniorApproverCode: order.senior ?? null,
      seniorApproverName: nameOf(order.senior),
      submittedDate: order.steps[0]?.action === 'submit' ? new Date(created.getTime() + DAY * 0.5) : null,
      completedDate: from.status === 'COMPLETED' || from.status === 'ARCHIVED' ? last : null,
      modifiedDate: last,
    });
  }
};
