import {
  DELETED_LINE_STATUS,
  type OrderApprovalStatus,
  type OrderFields,
  type OrderLineFields,
  type OrderStatus,
  type OrderType,
} from '@stride/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { escapeLike } from '../platform/db/escape-like.js';
import { type OrderLineRow, type OrderRow, orderComments, orderHistory, orderLines, orders } from './tables.js';

/** A database or the transaction of a call. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type OrderListScope = {
  type: OrderType;
  statuses: readonly OrderStatus[];
  createdSince: Date | null;
  /** Rows the person may see: any of these conditions. */
  visibleWhen: SQL[];
  search?: string;
};

const searchCondition = (search: string): SQL => {
  const pattern = `%${escapeLike(search)}%`;
  const number = /^\d+$/.test(search) ? Number(search) : null;
  return or(
    ...(number !== null ? [eq(orders.orderNumber, number)] : []),
    sql`${orders.requesterName} ilike ${pattern}`,
    sql`${orders.styles} ilike ${pattern}`,
    sql`${orders.fields}->>'purpose' ilike ${pattern}`,
    sql`${orders.fields}->>'reason' ilike ${pattern}`,
  )!;
};

/** The conditions the list's SQL builds from a person's parts (see service.ts `visibility`). */
export const visibleTo = {
  requester: (userCode: string) => eq(orders.requesterCode, userCode),
  coordinator: (userCode: string) => eq(orders.coordinator, userCode),
  /**
   * A sample coordinator's orders once submitted (a draft is its requester's alone): the ones
   * assigned to them or to nobody, or, viewing another coordinator, that coordinator's.
   */
  sampleCoordinator: (userCode: string, viewed?: string) =>
    and(
      ne(orders.status, 'DRAFT' satisfies OrderStatus),
      viewed ? eq(orders.coordinator, viewed) : or(isNull(orders.coordinator), eq(orders.coordinator, userCode)),
    )!,
  approver: (userCode: string) =>
    or(
      eq(orders.approverCode, userCode),
      and(
        isNull(orders.approverCode),
        eq(orders.approvalStatus, 'REQUIRES APPROVER' satisfies OrderApprovalStatus),
        ne(orders.requesterCode, userCode),
      ),
    )!,
  seniorApprover: (userCode: string) =>
    or(
      eq(orders.seniorApproverCode, userCode),
      and(
        eq(orders.approvalStatus, 'REQUIRES SENIOR' satisfies OrderApprovalStatus),
        ne(orders.requesterCode, userCode),
      ),
    )!,
  /** Promo coordinators see orders once they are decided and approved. */
  promoCoordinator: (userCode: string) =>
    and(
      inArray(orders.status, ['APPROVED', 'IN PROGRESS', 'COMPLETED', 'CANCELED', 'ARCHIVED'] satisfies OrderStatus[]),
      or(isNull(orders.coordinator), eq(orders.coordinator, userCode)),
    )!,
  everyone: () => sql`true`,
};

/** A line's units: its quantity, or the sum of its sizes for a wholesale line. */
const unitsOfLine = sql.raw(
  `case when jsonb_typeof(order_lines.fields->'sizes') = 'object' and order_lines.fields->'sizes' <> '{}'::jsonb
     then (select coalesce(sum(value::int), 0) from jsonb_each_text(order_lines.fields->'sizes'))
     else coalesce((order_lines.fields->>'quantity')::int, 0) end`,
);

/** The writes of an order, in the caller's transaction: the service's calls and the demo seed share them. */
export const orderWrites = {
  insertOrder: async (tx: Db, values: typeof orders.$inferInsert) =>
    (await tx.insert(orders).values(values).returning())[0]!,

  insertLines: async (
    tx: Db,
    orderId: string,
    firstPosition: number,
    lines: { status: string; fields: OrderLineFields; availability?: Record<string, number | null> }[],
  ) => {
    if (lines.length === 0) return;
    await tx.insert(orderLines).values(
      lines.map((line, index) => ({
        orderId,
        position: firstPosition + index,
        status: line.status,
        fields: line.fields,
        availability: line.availability ?? {},
      })),
    );
  },

  /** Writes only the keys sent: `fields || patch` keeps what another person changed meanwhile. */
  patchLine: (tx: Db, orderId: string, lineId: string, patch: Partial<OrderLineFields>) =>
    tx
      .update(orderLines)
      .set({ fields: sql`${orderLines.fields} || ${JSON.stringify(patch)}::jsonb`, modifiedDate: new Date() })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.id, lineId)))
      .returning({ id: orderLines.id }),

  removeLines: (tx: Db, orderId: string, lineIds: string[]) =>
    tx
      .update(orderLines)
      .set({ previousStatus: orderLines.status, status: DELETED_LINE_STATUS, modifiedDate: new Date() })
      .where(
        and(
          eq(orderLines.orderId, orderId),
          inArray(orderLines.id, lineIds),
          ne(orderLines.status, DELETED_LINE_STATUS),
        ),
      ),

  setLineStatuses: (tx: Db, orderId: string, status: string) =>
    tx
      .update(orderLines)
      .set({ previousStatus: orderLines.status, status, modifiedDate: new Date() })
      .where(and(eq(orderLines.orderId, orderId), ne(orderLines.status, DELETED_LINE_STATUS))),

  /** Recounts the live lines, units and styles kept on the order, and writes the order's changes. */
  updateOrder: async (
    tx: Db,
    orderId: string,
    changes: Partial<typeof orders.$inferInsert>,
    fieldsPatch: Partial<OrderFields> = {},
  ) => {
    const [row] = await tx
      .update(orders)
      .set({
        modifiedDate: new Date(),
        ...changes,
        fields: sql`${orders.fields} || ${JSON.stringify(fieldsPatch)}::jsonb`,
        lineCount: sql`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orderId} and ${orderLines.status} <> ${DELETED_LINE_STATUS})::int`,
        unitCount: sql`(select coalesce(sum(${unitsOfLine}), 0) from ${orderLines} where ${orderLines.orderId} = ${orderId} and ${orderLines.status} <> ${DELETED_LINE_STATUS})::int`,
        styles: sql`(select coalesce(string_agg(distinct ${orderLines.fields}->>'style', ' '), '') from ${orderLines} where ${orderLines.orderId} = ${orderId} and ${orderLines.status} <> ${DELETED_LINE_STATUS})`,
      })
      .where(eq(orders.id, orderId))
      .returning();
    return row!;
  },

  addComment: (tx: Db, values: typeof orderComments.$inferInsert) => tx.insert(orderComments).values(values),
  addHistory: (tx: Db, values: typeof orderHistory.$inferInsert) => tx.insert(orderHistory).values(values),
};

export const createOrdersRepository = (db: Database) => ({
  db,

  /** A page of a tab, newest order number first; one row more than asked tells whether more follow. */
  list: async (scope: OrderListScope, offset: number, limit: number) =>
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.type, scope.type),
          inArray(orders.status, [...scope.statuses]),
          scope.createdSince ? gte(orders.createdDate, scope.createdSince) : undefined,
          or(...scope.visibleWhen),
          scope.search ? searchCondition(scope.search) : undefined,
        ),
      )
      .orderBy(desc(orders.orderNumber))
      .offset(offset)
      .limit(limit + 1),

  byId: async (tx: Db, id: string, lock = false): Promise<OrderRow | undefined> => {
    const query = tx.select().from(orders).where(eq(orders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  byNumber: async (orderNumber: number): Promise<OrderRow | undefined> => {
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    return row;
  },

  linesOf: (tx: Db, orderId: string): Promise<OrderLineRow[]> =>
    tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)),

  commentsOf: (tx: Db, orderId: string) =>
    tx.select().from(orderComments).where(eq(orderComments.orderId, orderId)).orderBy(asc(orderComments.createdDate)),

  historyOf: (orderId: string) =>
    db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.createdDate)),

  /** Orders made from an assortment, newest first, of the types given and as each type's rule lets the person see. */
  ofAssortment: (assortmentId: string, visibleWhen: { type: OrderType; conditions: SQL[] }[]) =>
    visibleWhen.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.assortmentId, assortmentId),
              or(...visibleWhen.map(({ type, conditions }) => and(eq(orders.type, type), or(...conditions)))),
            ),
          )
          .orderBy(desc(orders.orderNumber)),

  ...orderWrites,
  /** PENDING promo orders submitted before `before`: their approvers let them lapse. */
  lapsedPromoIds: async (before: Date) =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.type, 'PROMO'), eq(orders.status, 'PENDING'), lt(orders.submittedDate, before)))
    ).map((row) => row.id),

  /** Submitted wholesale orders whose every live line's ship window ended before `today` (domain `wholesaleShipWindowsEnded`). */
  shippedWholesaleIds: async (today: number) =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.type, 'WHOLESALE'),
            eq(orders.status, 'SUBMITTED'),
            sql`not exists (select 1 from ${orderLines}
              where ${orderLines.orderId} = ${orders.id} and ${orderLines.status} <> ${DELETED_LINE_STATUS}
                and coalesce((${orderLines.fields} ->> 'endDate')::int, 99999999) >= ${today})`,
          ),
        )
    ).map((row) => row.id),

  deleteOrder: (id: string) => db.delete(orders).where(eq(orders.id, id)),

  /** A requester's orders of a product type this year, and their units. */
  yearOf: async (type: OrderType, requesterCode: string, productType: string, since: Date) => {
    const [row] = await db
      .select({ orders: sql<number>`count(*)::int`, units: sql<number>`coalesce(sum(${orders.unitCount}), 0)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.type, type),
          eq(orders.requesterCode, requesterCode),
          eq(orders.productType, productType as OrderRow['productType']),
          gte(orders.createdDate, since),
          ne(orders.status, 'DRAFT'),
        ),
      );
    return row!;
  },
});
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
