import {
  allowsCoordinatorChange,
  type CreateOrderRequest,
  coordinatorFor,
  defaultLineSize,
  fullName,
  initialLineStatus,
  isOrderDeletable,
  isOrderEditable,
  lineSide,
  normalizePromoCode,
  type OrderBatchRequest,
  type OrderFields,
  type OrderLineFields,
  type OrderPart,
  type OrderRouteParams,
  type OrderType,
  type OrderView,
  orderBatchRequestSchema,
  orderFieldsSchema,
  orderLineFieldsSchema,
  type User,
} from '@stride/domain';
import type { AuditContext } from '../audit/audit-log.js';
import { AppError } from '../platform/errors.js';
import { type OrderContext, orderError, orderSystem, type Person, type RejectedItem } from './order-context.js';
import type { OrderTransitions } from './order-transitions.js';
import { orderPeople } from './presenter.js';
import type { Db } from './repository.js';
import type { OrderRow } from './tables.js';

/** The order calls that write: create, duplicate, delete, comment, and the one batch call per change. */
export const createOrderWrites = (context: OrderContext, { applyAction }: Pick<OrderTransitions, 'applyAction'>) => {
  const { deps, repository, tabOf, ensureTypeAccess, partsFor, visibleOrder, fullOrder } = context;

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

  const batch = async (
    user: User,
    params: OrderRouteParams,
    id: string,
    input: OrderBatchRequest,
    audit: AuditContext,
  ) => {
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
          const before = row!;
          row = await applyAction(tx, user, before, body.action, parts);
          if (body.action === 'approve' || body.action === 'deny') {
            await deps.audit.record(
              {
                ...audit,
                action: body.action === 'approve' ? 'order.approved' : 'order.denied',
                objectType: 'order',
                objectId: id,
                details: {
                  orderNumber: row.orderNumber,
                  type: row.type,
                  before: { status: before.status, approvalStatus: before.approvalStatus },
                  after: { status: row.status, approvalStatus: row.approvalStatus },
                },
              },
              tx,
            );
          }
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

  return { create, duplicate, remove, batch, comment };
};
