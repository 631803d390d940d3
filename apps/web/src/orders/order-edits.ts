import {
  DEFAULT_LINE_STATUS,
  DELETED_LINE_STATUS,
  type NewOrderLine,
  type Order,
  type OrderBatchRequest,
  type OrderFields,
  type OrderLine,
  type OrderLineFields,
  orderLineFieldsSchema,
} from '@stride/domain';

/** A line added on the page and not yet answered: it has a key of its own until the server names it. */
type AddedLine = NewOrderLine & { key: string };

/**
 * Edits of an order not yet saved: only what the person changed, so the batch writes only that
 * (PATCH …/batch/{id}: two people changing different fields or lines both keep theirs).
 */
export type OrderEdits = {
  fields: Partial<OrderFields>;
  add: AddedLine[];
  update: Record<string, Partial<OrderLineFields>>;
  remove: string[];
};

export const noEdits: OrderEdits = { fields: {}, add: [], update: {}, remove: [] };

export const hasEdits = (edits: OrderEdits) =>
  Object.keys(edits.fields).length > 0 ||
  edits.add.length > 0 ||
  Object.keys(edits.update).length > 0 ||
  edits.remove.length > 0;

/** Later edits over earlier ones: a field's or line's last value wins. */
export const mergeEdits = (earlier: OrderEdits, later: OrderEdits): OrderEdits => {
  const update = { ...earlier.update };
  for (const [id, change] of Object.entries(later.update)) update[id] = { ...update[id], ...change };
  return {
    fields: { ...earlier.fields, ...later.fields },
    add: [...earlier.add, ...later.add],
    update,
    remove: [...new Set([...earlier.remove, ...later.remove])],
  };
};

/** A change of a line: an unsaved line takes it into its addition, a saved one into its update. */
export const editLine = (edits: OrderEdits, id: string, change: Partial<OrderLineFields>): OrderEdits =>
  edits.add.some((line) => line.key === id)
    ? { ...edits, add: edits.add.map((line) => (line.key === id ? { ...line, ...change } : line)) }
    : mergeEdits(edits, { ...noEdits, update: { [id]: change } });

/** Removing a line: an unsaved one is simply dropped, a saved one becomes Deleted. */
export const removeLine = (edits: OrderEdits, id: string): OrderEdits =>
  edits.add.some((line) => line.key === id)
    ? { ...edits, add: edits.add.filter((line) => line.key !== id) }
    : mergeEdits(edits, { ...noEdits, remove: [id] });

/** The request that saves the edits, and the action with them (one transaction). */
export const batchOf = (edits: OrderEdits, action?: OrderBatchRequest['action']): OrderBatchRequest => ({
  ...(Object.keys(edits.fields).length > 0 ? { fields: edits.fields } : {}),
  ...(edits.add.length > 0 || Object.keys(edits.update).length > 0 || edits.remove.length > 0
    ? {
        lines: {
          add: edits.add.map(({ key: _key, ...line }) => line),
          update: Object.entries(edits.update).map(([_id, change]) => ({ _id, ...change })),
          remove: edits.remove,
        },
      }
    : {}),
  ...(action ? { action } : {}),
});

const pendingLine = ({ key, ...line }: AddedLine): OrderLine => ({
  ...orderLineFieldsSchema.parse(line),
  _id: key,
  // As the server names a line's style-colour.
  identifier: `${line.style}-${line.color}`,
  status: DEFAULT_LINE_STATUS,
  previousStatus: null,
  trackingUrl: null,
  coordinatorName: null,
  availability: {},
});

/** The order as the page shows it: the server's, with the edits not yet answered applied over it. */
export const withEdits = (order: Order, edits: OrderEdits): Order => {
  if (!hasEdits(edits)) return order;
  const removed = new Set(edits.remove);
  return {
    ...order,
    ...edits.fields,
    lines: [
      ...order.lines.map((line) => ({
        ...line,
        ...edits.update[line._id],
        ...(removed.has(line._id) ? { status: DELETED_LINE_STATUS } : {}),
      })),
      ...edits.add.map(pendingLine),
    ],
  };
};
