import type {
  OrderAction,
  OrderApprovalStatus,
  OrderFields,
  OrderLineFields,
  OrderStatus,
  OrderType,
  ProductType,
} from '@stride/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Orders of the three types (spec part 1 §3 Orders). The columns lists filter and sort on are
 * columns; the rest of the order's own fields is one JSON object written key by key (`fields ||
 * patch`), so two people changing different fields of one order both keep their change.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: serial('order_number').notNull().unique(),
    type: text('type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    approvalStatus: text('approval_status').$type<OrderApprovalStatus>().notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    requesterCode: text('requester_code').notNull(),
    requesterName: text('requester_name').notNull(),
    approverCode: text('approver_code'),
    approverName: text('approver_name'),
    seniorApproverCode: text('senior_approver_code'),
    seniorApproverName: text('senior_approver_name'),
    coordinator: text('coordinator'),
    coordinatorName: text('coordinator_name'),
    coordinatorAssignment: text('coordinator_assignment'),
    /** The assortment the order was made from (create-order); no key: an order outlives its assortment. */
    assortmentId: uuid('assortment_id'),
    fields: jsonb('fields').$type<Partial<OrderFields>>().notNull().default({}),
    /** Live lines and their units, kept with each line write: what lists show and the senior-approval rule reads. */
    lineCount: integer('line_count').notNull().default(0),
    unitCount: integer('unit_count').notNull().default(0),
    /** Styles on the order's live lines, for the list search. */
    styles: text('styles').notNull().default(''),
    createdDate: moment('created_date').notNull().defaultNow(),
    modifiedDate: moment('modified_date').notNull().defaultNow(),
    submittedDate: moment('submitted_date'),
    completedDate: moment('completed_date'),
  },
  (table) => [
    index('orders_type_status_number_idx').on(table.type, table.status, table.orderNumber.desc()),
    index('orders_requester_idx').on(table.requesterCode, table.type, table.orderNumber.desc()),
    index('orders_coordinator_idx').on(table.coordinator, table.type, table.orderNumber.desc()),
    index('orders_approver_idx').on(table.approverCode, table.type, table.orderNumber.desc()),
    index('orders_assortment_idx').on(table.assortmentId, table.orderNumber.desc()),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** An order's lines; a removed line stays, with status Deleted (spec part 1 §4). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status').notNull(),
    previousStatus: text('previous_status'),
    fields: jsonb('fields').$type<OrderLineFields>().notNull(),
    availability: jsonb('availability').$type<Record<string, number | null>>().notNull().default({}),
    modifiedDate: moment('modified_date').notNull().defaultNow(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId, table.position)],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

export const orderComments = pgTable(
  'order_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userCode: text('user_code').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdDate: moment('created_date').notNull().defaultNow(),
  },
  (table) => [index('order_comments_order_idx').on(table.orderId, table.createdDate)],
);

/** Each status change of an order: who, when, from → to (the approval history). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').$type<OrderAction>().notNull(),
    userCode: text('user_code').notNull(),
    name: text('name').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    fromApprovalStatus: text('from_approval_status').$type<OrderApprovalStatus>().notNull(),
    toApprovalStatus: text('to_approval_status').$type<OrderApprovalStatus>().notNull(),
    createdDate: moment('created_date').notNull().defaultNow(),
  },
  (table) => [index('order_history_order_idx').on(table.orderId, table.createdDate)],
);
