import {
  type AssortmentOrder,
  isOrderDeletable,
  isOrderEditable,
  needsSeniorApproval,
  type Order,
  type OrderActor,
  type OrderComment,
  type OrderFields,
  type OrderHistoryEntry,
  type OrderLine,
  type OrderPart,
  type OrderPeople,
  type OrderSummary,
  orderActionsFor,
  orderFieldsSchema,
  shipperByCode,
  trackingUrl,
} from '@stride/domain';
import type { OrderLineRow, OrderRow, orderComments, orderHistory } from './tables.js';

const orderFieldDefaults: OrderFields = orderFieldsSchema.parse({});

export const orderPeople = (row: OrderRow): OrderPeople => ({
  type: row.type,
  status: row.status,
  orderApprovalStatus: row.approvalStatus,
  requesterCode: row.requesterCode,
  approverCode: row.approverCode,
  coordinator: row.coordinator,
});

/** The carrier's tracking page of a line's parcel, when its shipper is known. */
const trackingLink = (shipper: string | null, tracking: string | null) => {
  const known = shipperByCode(shipper);
  return known ? trackingUrl(known, tracking) : null;
};

const presentLine = (row: OrderLineRow): OrderLine => ({
  ...row.fields,
  _id: row.id,
  identifier: `${row.fields.style}-${row.fields.color}`,
  status: row.status,
  previousStatus: row.previousStatus,
  trackingUrl: trackingLink(row.fields.shipper, row.fields.tracking),
  coordinatorName: null,
  availability: row.availability,
});

/** The order list's row, for the person reading it. */
export const presentOrderSummary = (row: OrderRow, actor: OrderActor, parts: ReadonlySet<OrderPart>): OrderSummary => {
  const people = orderPeople(row);
  return {
    ...orderFieldDefaults,
    ...row.fields,
    productType: row.productType,
    approverCode: row.approverCode,
    coordinator: row.coordinator,
    _id: row.id,
    orderNumber: row.orderNumber,
    type: row.type,
    status: row.status,
    orderApprovalStatus: row.approvalStatus,
    orderIdentifier: `${row.type[0]}-${row.createdDate.getUTCFullYear()}-${String(row.orderNumber).padStart(6, '0')}`,
    requesterCode: row.requesterCode,
    requesterName: row.requesterName,
    approverName: row.approverName,
    seniorApproverCode: row.seniorApproverCode,
    seniorApproverName: row.seniorApproverName,
    coordinatorName: row.coordinatorName,
    coordinatorAssignment: row.coordinatorAssignment,
    needsSeniorApproval: needsSeniorApproval(row.type, row.unitCount),
    createdDate: row.createdDate.toISOString(),
    modifiedDate: row.modifiedDate.toISOString(),
    submittedDate: row.submittedDate?.toISOString() ?? null,
    completedDate: row.completedDate?.toISOString() ?? null,
    actions: orderActionsFor(actor, people, parts, row.unitCount),
    editable: isOrderEditable(people, parts),
    deletable: parts.has('requester') && isOrderDeletable(people),
    lineCount: row.lineCount,
    unitCount: row.unitCount,
  };
};

/** An order as the assortment it was made from lists it (`includeOrders`). */
export const presentAssortmentOrder = (summary: OrderSummary): AssortmentOrder => ({
  _id: summary._id,
  orderNumber: summary.orderNumber,
  orderIdentifier: summary.orderIdentifier,
  type: summary.type,
  status: summary.status,
  orderApprovalStatus: summary.orderApprovalStatus,
  purpose: summary.purpose,
  createdDate: summary.createdDate,
  modifiedDate: summary.modifiedDate,
  submittedDate: summary.submittedDate,
  completedDate: summary.completedDate,
});

const presentComment = (row: typeof orderComments.$inferSelect): OrderComment => ({
  _id: row.id,
  userCode: row.userCode,
  name: row.name,
  text: row.text,
  createdDate: row.createdDate.toISOString(),
});

export const presentHistoryEntry = (row: typeof orderHistory.$inferSelect): OrderHistoryEntry => ({
  _id: row.id,
  action: row.action,
  userCode: row.userCode,
  name: row.name,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  fromApprovalStatus: row.fromApprovalStatus,
  toApprovalStatus: row.toApprovalStatus,
  createdDate: row.createdDate.toISOString(),
});

export const presentOrder = (
  row: OrderRow,
  lines: OrderLineRow[],
  comments: (typeof orderComments.$inferSelect)[],
  actor: OrderActor,
  parts: ReadonlySet<OrderPart>,
): Order => {
  const { lineCount: _lines, unitCount: _units, ...summary } = presentOrderSummary(row, actor, parts);
  return {
    ...summary,
    lines: lines.map(presentLine),
    comments: comments.map(presentComment),
  };
};
