import {
  type Assortment,
  type AssortmentGetQuery,
  type AssortmentListQuery,
  type AssortmentOrder,
  type AssortmentPatch,
  type AssortmentQuery,
  type AssortmentRead,
  type AssortmentWithProducts,
  type CreateAssortmentRequest,
  type CreateInternalAssortmentRequest,
  defaultGroupBy,
  fullName,
  locationCodeForRegion,
  MAX_ASSORTMENTS_PER_USER,
  mayEditInternalAssortment,
  type User,
} from '@stride/domain';
import { eq } from 'drizzle-orm';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import type { Database } from '../platform/db/database.js';
import { isUniqueViolation } from '../platform/db/unique-violation.js';
import { forbidden, invalidInput, maxAssortments } from '../platform/errors.js';
import type { StampedRead } from '../platform/stamped-read.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { assertEditable } from './access.js';
import type { AssortmentBatchService } from './batch-service.js';
import { findDefaultCollection } from './default-collection.js';
import type { AssortmentFileService } from './file-service.js';
import { internalAssortmentExists } from './internal-patch.js';
import { internalReadableCondition } from './internal-scope.js';
import { patchColumns } from './patch-columns.js';
import { presentAssortment, presentAssortmentProduct } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { type AssortmentsRepository, createAssortmentsRepository } from './repository.js';
import { type AssortmentRow, assortments, type NewAssortmentRow } from './tables.js';

/** An owner's folders by id: an assortment's place in the tree is presented through them. */
export const folderMap = async (repository: AssortmentsRepository, ownerId: string) =>
  new Map((await repository.foldersOf(ownerId)).map((folder) => [folder.id, folder]));

export type AssortmentOrdersOf = (user: User, assortmentId: string) => Promise<AssortmentOrder[]>;

/** The manager's calls of spec part 2 §7.3: lists, one assortment, create, edit, archive, delete. */
export const createAssortmentService = (deps: {
  db: Database;
  batches: AssortmentBatchService;
  files: Pick<AssortmentFileService, 'keysOf' | 'removeStored'>;
  bypassPermissions: boolean;
  /** The orders made from an assortment that the person may see (the orders feature's rule). */
  ordersOf: AssortmentOrdersOf;
  audit: AuditLog;
  publish?: WebhookPublisher;
}) => {
  const repository = createAssortmentsRepository(deps.db);
  const editable = async (user: User, id: string) =>
    assertEditable(user, await repository.find(id), deps.bypassPermissions);
  const present = async (row: AssortmentRow) => presentAssortment(row, await folderMap(repository, row.ownerId));

  /** A move into a folder: one of the owner's folders, never the entry itself or below it. */
  const assertParent = async (
    row: Pick<AssortmentRow, 'id' | 'ownerId'> | null,
    ownerId: string,
    parentId: string | null,
  ) => {
    if (parentId === null) return;
    const parent = await repository.find(parentId);
    if (!parent || parent.ownerId !== ownerId || parent.type !== 'folder') {
      throw invalidInput('parentId', 'Entries can only be moved into one of your folders.');
    }
    if (row && (await repository.withDescendants([row.id])).some((entry) => entry.id === parentId)) {
      throw invalidInput('parentId', 'A folder cannot be moved into itself.');
    }
  };

  const productRows = createProductRowsRepository(deps.db);
  const productsOf = async (row: AssortmentRow) =>
    (await productRows.catalogueRows(row.id, row.locationId)).map(presentAssortmentProduct);

  const get = async (user: User, id: string, withProducts: boolean): Promise<AssortmentWithProducts> => {
    const row = await editable(user, id);
    const products = withProducts && row.type === 'item' ? await productsOf(row) : [];
    return { ...(await present(row)), products };
  };

  /** Inserts an entry (with its first products, as its first batch) in one transaction. */
  const insert = async (
    user: User,
    fields: Omit<NewAssortmentRow, 'ownerId' | 'ownerName' | 'uiSettings' | 'query'> & {
      query?: AssortmentQuery | null;
    },
    products: CreateAssortmentRequest['products'],
  ) => {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await createAssortmentsRepository(tx).insert({
        ...fields,
        query:
          fields.method === 'dynamic' ? (fields.query ?? { filters: { styleOnly: false }, lineStatus: 'ALL' }) : null,
        ownerId: user._id,
        ownerName: fullName(user),
        uiSettings: {
          gridSettings: { sortOrder: [], groupIsEnabled: fields.orgType === 'internal', customSort: {}, columns: [] },
          groupSettings: { groupBy: defaultGroupBy(fields.orgType) },
        },
        lastEditedBy: user._id,
        lastEditedByName: fullName(user),
      });
      if (inserted.type === 'folder') return inserted;
      const operations = products?.length ? [{ addProducts: products }] : [];
      const saved = await deps.batches.applyIn(tx, { user, row: inserted, base: null, operations, kind: 'create' });
      return saved.assortment;
    });
    return present(row);
  };

  return {
    present,
    get,
    productsOf,
    catalogueRevision: () => productRows.catalogueRevision(),

    /**
     * GET /api/assortments/{id} with its `_options` (preserveNulls shapes the JSON, so the route
     * applies it), stamped: the header, and the caller's collection when asked for, are read at
     * once; the lines only by `read`. Lines change only by batches, which raise the header's
     * version, and with the catalogue they are joined to.
     */
    read: async (
      user: User,
      id: string,
      options: Omit<AssortmentGetQuery, 'preserveNulls'>,
    ): Promise<StampedRead<AssortmentRead>> => {
      const row = await editable(user, id);
      const withLines = options.products && row.type === 'item';
      const header = {
        ...(await present(row)),
        ...(options.includeDefaultCollections
          ? { defaultCollection: await findDefaultCollection(deps.db, user._id, id) }
          : {}),
        ...(options.includeOrders ? { orders: await deps.ordersOf(user, id) } : {}),
      };
      return {
        stamp: [header, withLines && (await productRows.catalogueRevision())],
        read: async () => ({ ...header, products: withLines ? await productsOf(row) : [] }),
      };
    },

    list: async (user: User, query: AssortmentListQuery) => {
      // Internal ones: what the person may edit, and the published ones they may read (spec part 1 §6).
      const scope =
        query.orgType === 'internal'
          ? internalReadableCondition(user, deps.bypassPermissions)
          : eq(assortments.ownerId, user._id);
      const { rows, totalCount } = await repository.list(scope, query);
      const folders = await folderMap(repository, user._id);
      return { totalCount, data: rows.map((row) => presentAssortment(row, folders)) };
    },

    create: async (user: User, request: CreateAssortmentRequest): Promise<Assortment> => {
      if (request.type === 'item' && (await repository.countItems(user._id)) >= MAX_ASSORTMENTS_PER_USER) {
        throw maxAssortments(MAX_ASSORTMENTS_PER_USER);
      }
      await assertParent(null, user._id, request.parentId);
      const { products, ...fields } = request;
      return insert(
        user,
        {
          ...fields,
          subTitle: fields.subTitle ?? null,
          gender: fields.gender ?? null,
          season: fields.season ?? null,
          year: fields.year ?? null,
          query: fields.query,
          orgType: 'regular',
          state: 'Published',
          locationId: fields.locationId ?? locationCodeForRegion(fields.region),
        },
        products,
      );
    },

    /**
     * POST /api/internalAssortments ('Select Assortment Attributes'): a line plan of the team, for
     * whoever's internal access covers it; unique by season, year, region, gender and title.
     */
    createInternal: async (user: User, request: CreateInternalAssortmentRequest): Promise<Assortment> => {
      if (!mayEditInternalAssortment(user, request, { bypassPermissions: deps.bypassPermissions })) throw forbidden();
      const { products, ...fields } = request;
      const entry = {
        ...fields,
        subTitle: fields.subTitle ?? null,
        type: 'item' as const,
        parentId: null,
        orgType: 'internal' as const,
        locationId: locationCodeForRegion(fields.region),
      };
      if (await repository.findInternal(entry)) throw internalAssortmentExists();
      try {
        return await insert(user, entry, products);
      } catch (error) {
        // Two people creating the same plan at once: the unique index has the last word.
        if (isUniqueViolation(error)) throw internalAssortmentExists();
        throw error;
      }
    },

    /** PATCH /api/assortments/{id}: view state and folders in place; content as a batch (last write wins). */
    patch: async (user: User, id: string, patch: AssortmentPatch): Promise<Assortment> => {
      const row = await editable(user, id);
      if (patch.parentId !== undefined) await assertParent(row, row.ownerId, patch.parentId);
      if (row.type === 'folder') {
        return present(await repository.update(id, patchColumns(row, patch)));
      }
      return present((await deps.batches.apply(user, id, null, [{ patch }])).assortment);
    },

    /**
     * Archives or unarchives entries; a folder's contents go with it (spec part 1 §4). Unarchiving
     * is how an assortment is restored (a deleted one is gone), so each one unarchived is in the audit log.
     */
    archive: async (user: User, ids: readonly string[], archived: boolean, context: AuditContext) => {
      for (const id of ids) await editable(user, id);
      const items = (await repository.withDescendants(ids)).filter(
        (row) => row.type === 'item' && row.archived !== archived,
      );
      const updated = await deps.db.transaction(async (tx) => {
        const inTransaction = createAssortmentsRepository(tx);
        const rows: AssortmentRow[] = [];
        for (const row of items) {
          rows.push(await inTransaction.update(row.id, patchColumns(row, { archived })));
          if (!archived) {
            const entry = { action: 'assortment.restored', objectType: 'assortment', objectId: row.id } as const;
            await deps.audit.record({ ...context, ...entry, details: { title: row.title } }, tx);
          }
        }
        return rows;
      });
      const folders = await folderMap(repository, user._id);
      return { count: updated.length, data: updated.map((row) => presentAssortment(row, folders)) };
    },

    /** Deletes an assortment, or a folder with everything in it: each entry deleted is in the audit log. */
    delete: async (user: User, id: string, context: AuditContext) => {
      await editable(user, id);
      const entries = await repository.withDescendants([id]);
      const keys = await deps.files.keysOf(entries.map((entry) => entry.id));
      await deps.db.transaction(async (tx) => {
        await createAssortmentsRepository(tx).delete(id);
        for (const entry of entries) {
          await deps.audit.record(
            {
              ...context,
              action: 'assortment.deleted',
              objectType: 'assortment',
              objectId: entry.id,
              details: { title: entry.title, type: entry.type, ...(entry.id === id ? {} : { withFolder: id }) },
            },
            tx,
          );
          if (entry.type === 'item') {
            await deps.publish?.(
              'assortment.deleted',
              { assortmentId: entry.id },
              { orderingKey: entry.id, executor: tx },
            );
          }
        }
      });
      await deps.files.removeStored(keys);
      return { message: 'Success', count: entries.length };
    },

    published: async () => {
      const rows = await repository.published();
      const folders = new Map<string, { id: string; parentId: string | null }>();
      return rows.map((row) => presentAssortment(row, folders));
    },
  };
};

export type AssortmentService = ReturnType<typeof createAssortmentService>;
