import {
  accessRules,
  activeSampleStatusesFor,
  allowsCoordinatorChange,
  archivedWindowStart,
  type CoordinatorAssignmentData,
  type CreateOrderRequest,
  checkAccess,
  coordinatorFor,
  defaultLineSize,
  fullName,
  initialLineStatus,
  isOrderCoordinator,
  isOrderDeletable,
  isOrderEditable,
  isPromoApprover,
  isSeniorApprover,
  lineSide,
  type OrderEvent as NotificationEvent,
  needsSeniorApproval,
  nextOrderState,
  normalizePromoCode,
  type Order,
  type OrderAction,
  type OrderBatchRequest,
  type OrderFields,
  type OrderLineFields,
  type OrderPart,
  type OrderQueryRequest,
  type OrderRouteParams,
  type OrderType,
  type OrderView,
  orderAccessRule,
  orderBatchRequestSchema,
  orderFieldsSchema,
  orderLineFieldsSchema,
  orderPartsOnTab,
  orderTabOf,
  orderTypes,
  orderViews,
  PROMO_APPROVAL_DAYS,
  seesOnlySampleWorkInProgress,
  statusesOfView,
  todayDateNumber,
  type User,
  wholesaleShipWindowsEnded,
} from '@stride/domain';
import { AppError, forbidden, invalidInput, notFound } from '../platform/errors.js';
import {
  orderPeople,
  presentAssortmentOrder,
  presentHistoryEntry,
  presentOrder,
  presentOrderSummary,
} from './presenter.js';
import { type Db, type OrdersRepository, visibleTo } from './repository.js';
import type { OrderRow } from './tables.js';

/** An order event other features act on (notifications, e-mail), inside the call's transaction. */
export type OrderEvent = {
  event: NotificationEvent;
  order: OrderRow;
  actor: Person;
};

/** Who acts: a signed-in person, or the order system itself. */
type Person = Pick<User, 'userCode' | 'name' | 'lastName'>;
const orderSystem: Person = { userCode: 'system', name: 'Order', lastName: 'system' };

/** A line the order system refuses on a wholesale submit: shown as style/colour plus message (spec part 1 §5). */
type RejectedItem = { style: string; color: string; message: string };

export type OrdersServiceDeps = {
  repository: OrdersRepository;
  bypassPermissions: boolean;
  /** Called for each order event, in the transaction that caused it. */
  onOrderEvent: (tx: Db, event: OrderEvent) => Promise<void>;
  /** The order system's answer to a wholesale submit: the lines it rejects (none: accepted). */
  checkWholesaleSubmit: (order: Order) => RejectedItem[];
  /** The sample room's coordinator assignments: a new order's coordinator is preselected from them. */
  coordinatorAssignments: () => Promise<{ id: string; data: CoordinatorAssignmentData }[]>;
  now?: () => Date;
};

/** Order errors carry the order message code (spec part 2 §8.4). */
const orderError = (statusCode: number, message: string, messageData: Record<string, unknown> = {}) =>
  new AppError(statusCode, 'ITS_FE_ERROR_NEXTORWRK_ERROR', message, messageData);

const eventOfAction: Partial<Record<OrderAction, NotificationEvent>> = {
  submit: 'submitted',
  approve: 'approved',
  deny: 'denied',
  markComplete: 'completed',
  expire: 'expired',
};

export const createOrdersService = (deps: OrdersServiceDeps) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const tabOf = (params: OrderRouteParams) => {
    const tab = orderTabOf(params);
    if (!tab) throw invalidInput('subtype', `${params.subtype} is not a tab of ${params.type} orders.`);
    return tab;
  };

  /** The type's own rule (the route's rule admits anyone holding any order permission). */
  const mayOpenType = (user: User, type: OrderType) =>
    checkAccess(user, accessRules[orderAccessRule[type]], { bypassPermissions: deps.bypassPermissions });
  const ensureTypeAccess = (user: User, type: OrderType) => {
    if (!mayOpenType(user, type)) throw forbidden();
  };

  const partsFor = (user: User, row: OrderRow, view: OrderView) =>
    orderPartsOnTab(user, orderPeople(row), allowsCoordinatorChange(row.type, view));

  /** An order the person plays no part in is not theirs to see: 404, so its number tells nothing. */
  const visibleOrder = (user: User, row: OrderRow | undefined, tab: { orderType: OrderType; view: OrderView }) => {
    if (!row || row.type !== tab.orderType) throw notFound('The order');
    const parts = partsFor(user, row, tab.view);
    if (parts.size === 0) throw notFound('The order');
    return parts;
  };

  const fullOrder = async (tx: Db, row: OrderRow, user: User, parts: ReadonlySet<OrderPart>) =>
    presentOrder(row, await repository.linesOf(tx, row.id), await repository.commentsOf(tx, row.id), user, parts);

  /** Who sees which rows of a tab (spec part 1 §6): their own, and what their parts bring them. */
  const visibility = (user: User, type: OrderType, view: OrderView, coordinator: string | undefined) => {
    const me = user.userCode;
    const conditions = [visibleTo.requester(me)];
    const coordinating = isOrderCoordinator(user, type);
    if (coordinating && coordinator !== undefined && !allowsCoordinatorChange(type, view)) {
      throw forbidden();
    }
    if (coordinating && type === 'SAMPLE') {
      conditions.push(visibleTo.sampleCoordinator(me, coordinator));
    }
    if (coordinating && type === 'PROMO') {
      conditions.push(coordinator ? visibleTo.coordinator(coordinator) : visibleTo.promoCoordinator(me));
    }
    if (type === 'PROMO' && isPromoApprover(user)) conditions.push(visibleTo.approver(me));
    if (type === 'PROMO' && isSeniorApprover(user)) conditions.push(visibleTo.seniorApprover(me));
    return { conditions };
  };

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
   * A new line as the order's type wants it (spec part 1 §4, §5); `addedByRequester`: the person
   * adding it is the order's requester (a promo line then starts APPROVED).
   */
  const lineToInsert = (
    type: OrderType,
    fields: Partial<OrderFields>,
    line: OrderLineFields,
    addedByRequester: boolean,
  ) => {
    const sized =
      type === 'WHOLESALE' ? line.size : (line.size ?? defaultLineSize(line.productType, line.gender as never));
    return {
      status: initialLineStatus(type, { productType: line.productType, addedByRequester, origin: fields.origin }),
      fields: {
        ...line,
        size: sized,
        side: lineSide(line.productType, line.side),
        promoCode: line.promoCode ? normalizePromoCode(line.promoCode) || null : null,
      },
    };
  };

  /**
   * The coordinator a new order goes to: the one asked for (null: none yet), else the coordinator
   * assignments' choice for its requester, region and product type.
   */
  const preselectedCoordinator = async (user: User, type: OrderType, fields: Partial<OrderFields>) => {
    if (fields.coordinator !== undefined || type === 'WHOLESALE') return { coordinator: fields.coordinator ?? null };
    const assignment = coordinatorFor(await deps.coordinatorAssignments(), {
      type,
      requesterCode: user.userCode,
      region: fields.region,
      productType: fields.productType,
    });
    return assignment
      ? {
          coordinator: assignment.data.coordinatorCode,
          coordinatorName: assignment.data.coordinatorName,
          coordinatorAssignment: assignment.id,
        }
      : { coordinator: null };
  };

  const insertOrder = async (
    tx: Db,
    user: User,
    type: OrderType,
    fields: Partial<OrderFields>,
    lines: OrderLineFields[],
    coordination: Awaited<ReturnType<typeof preselectedCoordinator>>,
    assortmentId: string | null = null,
  ) => {
    const { productType, approverCode, coordinator: _asked, ...rest } = { ...orderFieldsSchema.parse({}), ...fields };
    const created = await repository.insertOrder(tx, {
      type,
      status: 'DRAFT',
      approvalStatus: 'PENDING',
      productType,
      requesterCode: user.userCode,
      requesterName: fullName(user),
      approverCode: type === 'PROMO' ? approverCode : null,
      ...coordination,
      assortmentId,
      fields: rest,
    });
    await repository.insertLines(
      tx,
      created.id,
      0,
      lines.map((line) => lineToInsert(type, fields, line, true)),
    );
    return repository.updateOrder(tx, created.id, {});
  };

  const create = async (user: User, params: OrderRouteParams, body: CreateOrderRequest) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const { lines = [], assortmentId, ...fields } = body;
    const parsedLines = lines.map((line) => orderLineFieldsSchema.parse(line));
    const coordination = await preselectedCoordinator(user, tab.orderType, fields as Partial<OrderFields>);
    const row = await repository.db.transaction((tx) =>
      insertOrder(tx, user, tab.orderType, fields as Partial<OrderFields>, parsedLines, coordination, assortmentId),
    );
    return fullOrder(repository.db, row, user, partsFor(user, row, tab.view));
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

  const duplicate = async (user: User, params: OrderRouteParams, originalId: string) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const original = await repository.byId(repository.db, originalId);
    visibleOrder(user, original, tab);
    const lines = (await repository.linesOf(repository.db, originalId))
      .filter((line) => line.status !== 'Deleted')
      .map((line) => line.fields);
    const fields = {
      ...original!.fields,
      productType: original!.productType,
      approverCode: original!.approverCode,
      coordinator: original!.coordinator ?? undefined,
    };
    const coordination = await preselectedCoordinator(user, original!.type, fields);
    const row = await repository.db.transaction((tx) =>
      insertOrder(tx, user, original!.type, fields, lines, coordination),
    );
    return fullOrder(repository.db, row, user, partsFor(user, row, tab.view));
  };

  const remove = async (user: User, params: OrderRouteParams, id: string) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const row = await repository.byId(repository.db, id);
    const parts = visibleOrder(user, row, tab);
    if (!parts.has('requester')) throw orderError(403, 'Only the person who asked for this order may delete it.');
    if (!isOrderDeletable(orderPeople(row!))) {
      throw orderError(409, `An order that is ${row!.status} cannot be deleted.`, { status: row!.status });
    }
    await repository.deleteOrder(id);
    return { message: `Order ${row!.orderNumber} deleted.` };
  };

  /** Field changes a person may make: the coordinator only where the tab allows coordinator change. */
  const checkFieldChanges = (
    fields: Partial<OrderFields>,
    parts: ReadonlySet<OrderPart>,
    row: OrderRow,
    view: OrderView,
  ) => {
    if (fields.coordinator !== undefined && fields.coordinator !== row.coordinator) {
      const draftByRequester = row.status === 'DRAFT' && parts.has('requester');
      if (!draftByRequester && !(parts.has('coordinator') && allowsCoordinatorChange(row.type, view))) {
        throw orderError(403, 'The coordinator of this order cannot be changed here.');
      }
    }
    if (fields.approverCode !== undefined && fields.approverCode !== row.approverCode && row.status !== 'DRAFT') {
      throw orderError(403, 'The approver is chosen before the order is submitted.');
    }
  };

  /** Writes the fields and lines of a batch; answers the order row with its recounted lines. */
  const applyChanges = async (
    tx: Db,
    row: OrderRow,
    body: ReturnType<typeof orderBatchRequestSchema.parse>,
    actor: Person,
  ) => {
    const lines = body.lines;
    if (lines?.remove.length) await repository.removeLines(tx, row.id, lines.remove);
    for (const update of lines?.update ?? []) {
      const { _id, ...patch } = update;
      if (patch.promoCode) patch.promoCode = normalizePromoCode(patch.promoCode) || null;
      if (patch.side && patch.productType === undefined && row.productType === 'Apparel') patch.side = 'Pair';
      const [written] = await repository.patchLine(tx, row.id, _id, patch);
      if (!written) throw orderError(404, 'A line of this batch is not on the order.', { lineId: _id });
    }
    if (lines?.add.length) {
      const current = await repository.linesOf(tx, row.id);
      await repository.insertLines(
        tx,
        row.id,
        current.length,
        lines.add.map((line) => lineToInsert(row.type, row.fields, line, actor.userCode === row.requesterCode)),
      );
    }
    const { approverCode, coordinator, productType, ...fields } = body.fields ?? {};
    return repository.updateOrder(
      tx,
      row.id,
      {
        ...(approverCode !== undefined ? { approverCode } : {}),
        ...(coordinator !== undefined ? { coordinator, coordinatorName: null } : {}),
        ...(productType !== undefined ? { productType } : {}),
      },
      fields,
    );
  };

  /** Runs one action through the state machine, with what it sets besides the status. */
  const applyAction = async (
    tx: Db,
    actor: Person,
    row: OrderRow,
    action: OrderAction,
    parts: ReadonlySet<OrderPart>,
  ) => {
    const context = { parts, needsSenior: needsSeniorApproval(row.type, row.unitCount) };
    const next = nextOrderState(orderPeople(row), action, context);
    if (!next) {
      throw orderError(409, `This order cannot be sent the action ${action} now (it is ${row.status}).`, {
        action,
        status: row.status,
      });
    }
    const at = now();
    const decision = action === 'approve' || action === 'deny';
    const decidedBySenior = decision && parts.has('seniorApprover') && !parts.has('approver');
    const assigned = action === 'startProcessing' && !row.coordinator;
    const changes = {
      status: next.status,
      approvalStatus: next.orderApprovalStatus,
      ...(action === 'submit' ? { submittedDate: at } : {}),
      ...(action === 'markComplete' ? { completedDate: at } : {}),
      ...(assigned ? { coordinator: actor.userCode, coordinatorName: fullName(actor) } : {}),
      ...(decision && !decidedBySenior ? { approverCode: actor.userCode, approverName: fullName(actor) } : {}),
      ...(decidedBySenior ? { seniorApproverCode: actor.userCode, seniorApproverName: fullName(actor) } : {}),
    };
    const updated = await repository.updateOrder(tx, row.id, changes);
    await repository.addHistory(tx, {
      orderId: row.id,
      action,
      userCode: actor.userCode,
      name: fullName(actor),
      fromStatus: row.status,
      toStatus: next.status,
      fromApprovalStatus: row.approvalStatus,
      toApprovalStatus: next.orderApprovalStatus,
    });
    const event = eventOfAction[action];
    if (event) await deps.onOrderEvent(tx, { event, order: updated, actor });
    if (assigned) await deps.onOrderEvent(tx, { event: 'assigned', order: updated, actor });
    return updated;
  };

  /** Promo orders no approver decided within PROMO_APPROVAL_DAYS of their submit lapse (UNAPPROVED ORDER). */
  const expireLapsedPromos = async () => {
    const lapsed = await repository.lapsedPromoIds(new Date(now().getTime() - PROMO_APPROVAL_DAYS * 86_400_000));
    for (const id of lapsed) {
      await repository.db.transaction(async (tx) => {
        const row = await repository.byId(tx, id, true);
        if (row?.status === 'PENDING') await applyAction(tx, orderSystem, row, 'expire', new Set(['system']));
      });
    }
    return lapsed.length;
  };

  /**
   * The order system completes a submitted wholesale order once every line's ship window has
   * ended (COMPLETED, FINALIZED): by then it has shipped what it was going to ship.
   */
  const completeShippedWholesale = async () => {
    const today = todayDateNumber(now());
    // The query finds the candidates; the domain's rule decides each under its row lock.
    const shipped = await repository.shippedWholesaleIds(today);
    for (const id of shipped) {
      await repository.db.transaction(async (tx) => {
        const row = await repository.byId(tx, id, true);
        const lines = (await repository.linesOf(tx, id)).map((line) => ({ status: line.status, ...line.fields }));
        if (row?.status === 'SUBMITTED' && wholesaleShipWindowsEnded(lines, today)) {
          await applyAction(tx, orderSystem, row, 'markComplete', new Set(['system']));
        }
      });
    }
    return shipped.length;
  };

  const batch = async (user: User, params: OrderRouteParams, id: string, input: OrderBatchRequest) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const body = orderBatchRequestSchema.parse(input);
    let rejected: RejectedItem[] = [];
    const result = await repository.db.transaction(async (tx) => {
      let row = await repository.byId(tx, id, true);
      const parts = visibleOrder(user, row, tab);
      if (body.fields || body.lines) {
        if (!isOrderEditable(orderPeople(row!), parts)) {
          throw orderError(403, `This order cannot be changed while it is ${row!.status}.`, { status: row!.status });
        }
        checkFieldChanges(body.fields ?? {}, parts, row!, tab.view);
        row = await applyChanges(tx, row!, body, user);
        // A coordinator entering a tracking number ships the line: the requester hears of it.
        if (body.lines?.update.some((line) => line.tracking)) {
          await deps.onOrderEvent(tx, { event: 'shipped', order: row, actor: user });
        }
      }
      if (body.action) {
        if (body.action === 'submit' && row!.lineCount === 0) {
          throw orderError(400, 'An order needs at least one line to be submitted.');
        }
        if (row!.type === 'WHOLESALE' && body.action === 'submit') {
          rejected = deps.checkWholesaleSubmit(await fullOrder(tx, row!, user, parts));
          if (rejected.length > 0) return row!;
          row = await applyAction(tx, user, row!, 'submit', parts);
          row = await applyAction(tx, orderSystem, row, 'accept', new Set<OrderPart>(['system']));
        } else {
          row = await applyAction(tx, user, row!, body.action, parts);
        }
      }
      return row!;
    });
    if (rejected.length > 0) {
      throw new AppError(
        400,
        'ITS_FE_ERROR_ORDER_REJECTED',
        rejected.map((item) => (item.style ? `${item.style}/${item.color}: ${item.message}` : item.message)).join('\n'),
        { items: rejected },
      );
    }
    return fullOrder(repository.db, result, user, partsFor(user, result, tab.view));
  };

  const comment = async (user: User, params: OrderRouteParams, id: string, text: string) => {
    const tab = tabOf(params);
    ensureTypeAccess(user, tab.orderType);
    const row = await repository.byId(repository.db, id);
    const parts = visibleOrder(user, row, tab);
    await repository.addComment(repository.db, { orderId: id, userCode: user.userCode, name: fullName(user), text });
    return fullOrder(repository.db, row!, user, parts);
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

  return {
    tabOf,
    expireLapsedPromos,
    completeShippedWholesale,
    list,
    get,
    create,
    ofAssortment,
    duplicate,
    remove,
    batch,
    comment,
    history,
    year,
  };
};
export type OrdersService = ReturnType<typeof createOrdersService>;
