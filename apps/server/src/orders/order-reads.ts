import {
  activeSampleStatusesFor,
  archivedWindowStart,
  isOrderCoordinator,
  isPromoApprover,
  isSeniorApprover,
  type Order,
  type OrderQueryRequest,
  type OrderRouteParams,
  orderTypes,
  orderViews,
  seesOnlySampleWorkInProgress,
  statusesOfView,
  type User,
} from '@stride/domain';
import { forbidden } from '../platform/errors.js';
import type { OrderContext } from './order-context.js';
import { presentAssortmentOrder, presentHistoryEntry, presentOrderSummary } from './presenter.js';

/** The order calls that only read: a tab's list, one order, an assortment's orders, history, a year's totals. */
export const createOrderReads = (context: OrderContext) => {
  const { repository, now, tabOf, mayOpenType, ensureTypeAccess, partsFor, visibleOrder, fullOrder, visibility } =
    context;

  const list = async (user: User, params: OrderRouteParams, body: OrderQueryRequest) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const { conditions } = visibility(user, tab.orderType, tab.view, body.coordinator);
    const statuses =
      tab.orderType === 'SAMPLE' && tab.view === 'active-orders'
        ? activeSampleStatusesFor(seesOnlySampleWorkInProgress(user))
        : (statusesOfView[tab.orderType] as Record<string, readonly Order['status'][]>)[tab.view]!;
    const startRow = body.startRow ?? 0;
    const limit = Math.max(1, (body.endRow ?? startRow + 100) - startRow);
    const rows = await repository.list(
      {
        type: tab.orderType,
        statuses,
        createdSince: tab.view.startsWith('archived') ? archivedWindowStart(now()) : null,
        visibleWhen: conditions,
        search: body.search || undefined,
      },
      startRow,
      limit,
    );
    const page = rows.slice(0, limit);
    return {
      rows: page.map((row) => presentOrderSummary(row, user, partsFor(user, row, tab.view))),
      lastRow: rows.length > limit ? -1 : startRow + page.length,
    };
  };

  const get = async (user: User, params: OrderRouteParams, orderNumber: number) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const row = await repository.byNumber(orderNumber);
    const parts = visibleOrder(user, row, tab);
    return fullOrder(repository.db, row!, user, parts);
  };

  /**
   * The orders made from an assortment that the person may see: of every type they may open, the
   * rows the lists' rule (`visibility`) shows them, whatever the tab; newest first.
   */
  const ofAssortment = async (user: User, assortmentId: string) => {
    const visibleWhen = orderTypes
      .filter((type) => mayOpenType(user, type))
      .map((type) => ({ type, conditions: visibility(user, type, orderViews[type][0], undefined).conditions }));
    const rows = await repository.ofAssortment(assortmentId, visibleWhen);
    return rows.map((row) =>
      presentAssortmentOrder(presentOrderSummary(row, user, partsFor(user, row, orderViews[row.type][0]))),
    );
  };

  const history = async (user: User, params: OrderRouteParams, id: string) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    visibleOrder(user, await repository.byId(repository.db, id), tab);
    return (await repository.historyOf(id)).map(presentHistoryEntry);
  };

  /** A requester's orders of this calendar year; their own, or anyone's for the people who review orders. */
  const year = async (user: User, params: OrderRouteParams, requesterCode: string, productType: string) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const reviewer =
      isOrderCoordinator(user, tab.orderType) ||
      (tab.orderType === 'PROMO' && (isPromoApprover(user) || isSeniorApprover(user)));
    if (requesterCode !== user.userCode && !reviewer) throw forbidden();
    const currentYear = now().getUTCFullYear();
    const totals = await repository.yearOf(
      tab.orderType,
      requesterCode,
      productType,
      new Date(Date.UTC(currentYear, 0, 1)),
    );
    return { year: currentYear, ...totals };
  };

  return { list, get, ofAssortment, history, year };
};
