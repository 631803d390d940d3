import { DELETED_LINE_STATUS, type Order, wholesaleLineProblems, wholesaleProblemMessage } from '@stride/domain';

export type OrderSystemItemError = { style: string; color: string; message: string };

/**
 * The order system's answer to a wholesale submit (spec part 1 §5, part 2 §8.4): one error per
 * problem of each live line (quantities, unit price, dates, pack code), and order-level errors
 * with an empty style and colour. No errors: the order system takes the order. The orders core
 * calls this on submit and rejects with ITS_FE_ERROR_ORDER_REJECTED and these items.
 */
export const checkWholesaleSubmit = (order: Order, today: number): OrderSystemItemError[] => {
  const { customer } = order;
  if (!customer) return [{ style: '', color: '', message: 'No customer' }];
  const lines = order.lines.filter((line) => line.status !== DELETED_LINE_STATUS);
  if (lines.length === 0) return [{ style: '', color: '', message: 'No order lines' }];
  return lines.flatMap((line) =>
    wholesaleLineProblems(line, customer, today).map((problem) => ({
      style: line.style,
      color: line.color,
      message: wholesaleProblemMessage(problem),
    })),
  );
};
