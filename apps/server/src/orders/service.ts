import { createOrderContext, type OrdersServiceDeps } from './order-context.js';
import { createOrderReads } from './order-reads.js';
import { createOrderTransitions } from './order-transitions.js';
import { createOrderWrites } from './order-writes.js';

/**
 * The order calls of every type: reads (order-reads), writes with the one batch call per change
 * (order-writes), and the state machine's transitions with the order system's own (order-transitions),
 * on what they share (order-context).
 */
export const createOrdersService = (deps: OrdersServiceDeps) => {
  const context = createOrderContext(deps);
  const transitions = createOrderTransitions(context);
  const reads = createOrderReads(context);
  const writes = createOrderWrites(context, transitions);
  return {
    tabOf: context.tabOf,
    expireLapsedPromos: transitions.expireLapsedPromos,
    completeShippedWholesale: transitions.completeShippedWholesale,
    list: reads.list,
    get: reads.get,
    create: writes.create,
    ofAssortment: reads.ofAssortment,
    duplicate: writes.duplicate,
    remove: writes.remove,
    batch: writes.batch,
    comment: writes.comment,
    history: reads.history,
    year: reads.year,
  };
};
export type OrdersService = ReturnType<typeof createOrdersService>;
