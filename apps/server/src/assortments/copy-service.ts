import {
  accessRules,
  checkAccess,
  fullName,
  MAX_ASSORTMENTS_PER_USER,
  toStyleColorId,
  type User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { invalidInput, maxAssortments, notFound, userLock } from '../platform/errors.js';
import { presentUser } from '../users/presenter.js';
import type { UsersRepository } from '../users/repository.js';
import { assertEditable } from './access.js';
import type { AssortmentBatchService } from './batch-service.js';
import { rowPricing } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { createAssortmentsRepository } from './repository.js';
import type { AssortmentRow } from './tables.js';
import { createWorkingSet } from './working-set.js';

/** Rows that move between assortments or ids: duplicates, copies for others, merges, renames. */
export const createAssortmentCopyService = (deps: {
  db: Database;
  batches: AssortmentBatchService;
  users: UsersRepository;
  bypassPermissions: boolean;
}) => {
  const repository = createAssortmentsRepository(deps.db);

  /** One copy in one transaction: the header, then its rows as the copy's first batch. */
  const copyOne = async (user: User, source: AssortmentRow, owner: { id: string; name: string }, title: string) =>
    deps.db.transaction(async (tx) => {
      const sameOwner = owner.id === source.ownerId;
      const { id: _id, createdDate: _c, modifiedDate: _m, fieldVersions: _f, version: _v, ...fields } = source;
      const copy = await createAssortmentsRepository(tx).insert({
        ...fields,
        title,
        ownerId: owner.id,
        ownerName: owner.name,
        parentId: sameOwner ? source.parentId : null,
        starred: false,
        archived: false,
        state: source.state === 'Archived' ? 'Published' : source.state,
        productCount: 0,
        lastSyncDate: null,
        lastEditedBy: user._id,
        lastEditedByName: fullName(user),
      });
      const rows = await createProductRowsRepository(tx).catalogueRows(source.id, copy.locationId);
      const set = createWorkingSet([], rowPricing);
      for (const row of rows) {
        set.add({
          id: row.id,
          style: row.style,
          color: row.color,
          sortOrder: row.sort_order,
          values: row.values,
          pricing: rowPricing(row),
        });
      }
      return (await deps.batches.commit(tx, { row: copy, set, patch: {}, user, kind: 'create' })).assortment;
    });

  return {
    /** POST /api/assortments/cloneMany: each copy stands alone, so one failure does not undo the others. */
    cloneMany: async (user: User, request: { ids: string[]; userId?: string; title?: string }) => {
      const target = request.userId ? await deps.users.findById(request.userId) : null;
      if (request.userId && target?.status !== 'active') throw notFound('The user');
      if (
        target &&
        !checkAccess(presentUser(target), accessRules.viewAssortments, { bypassPermissions: deps.bypassPermissions })
      ) {
        throw invalidInput('userId', 'This user does not work with assortments.');
      }
      const owner = target ? { id: target.id, name: fullName(target) } : { id: user._id, name: fullName(user) };
      // An owner already at the limit gets none: the same 409 as create, which the copy dialog shows.
      if ((await repository.countItems(owner.id)) >= MAX_ASSORTMENTS_PER_USER)
        throw maxAssortments(MAX_ASSORTMENTS_PER_USER);
      const data: AssortmentRow[] = [];
      const failures: { id: string; message: string }[] = [];
      for (const id of request.ids) {
        try {
          const source = assertEditable(user, await repository.find(id), deps.bypassPermissions);
          if (source.type !== 'item') throw invalidInput('ids', 'Folders cannot be duplicated.');
          if ((await repository.countItems(owner.id)) >= MAX_ASSORTMENTS_PER_USER)
            throw maxAssortments(MAX_ASSORTMENTS_PER_USER);
          const title = request.title && request.ids.length === 1 ? request.title : `${source.title} (copy)`;
          data.push(await copyOne(user, source, owner, title));
        } catch (error) {
          failures.push({ id, message: error instanceof Error ? error.message : 'Unknown error' });
        }
      }
      return { status: failures.length === 0 ? ('success' as const) : ('partial' as const), data, failures };
    },

    /** PATCH /api/assortments/{id}/merge: the sources' style-colours join the target with their values. */
    merge: (user: User, id: string, sourceIds: readonly string[]) =>
      deps.batches.inLockedAssortment(user, id, async (tx, row) => {
        const rowsRepository = createProductRowsRepository(tx);
        const set = createWorkingSet(await rowsRepository.catalogueRows(id, row.locationId), rowPricing);
        let next = (await rowsRepository.maxSortOrder(id)) + 1;
        for (const sourceId of sourceIds) {
          const source = assertEditable(
            user,
            await createAssortmentsRepository(tx).find(sourceId),
            deps.bypassPermissions,
          );
          if (source.productType !== row.productType) {
            throw invalidInput('sourceIds', 'Only assortments of the same product type can be merged.', { sourceId });
          }
          for (const product of await rowsRepository.catalogueRows(sourceId, row.locationId)) {
            if (set.get(product.id)) continue;
            set.add({ ...product, sortOrder: next++, pricing: rowPricing(product) });
          }
        }
        return {
          ...(await deps.batches.commit(tx, { row, set, patch: {}, user, kind: 'merge' })),
          skipped: [],
        };
      }),

    /** Renumbered style-colours keep their place and values (spec part 2 §7.3 rename products). */
    rename: (
      user: User,
      id: string,
      request: { baseVersion: number; renameProducts: { id: string; newStyle: string; newColor: string }[] },
    ) =>
      deps.batches.inLockedAssortment(user, id, async (tx, row) => {
        const rowsRepository = createProductRowsRepository(tx);
        const newIds = request.renameProducts.map((rename) => toStyleColorId(rename.newStyle, rename.newColor));
        const loaded = await rowsRepository.catalogueRows(id, row.locationId, {
          ids: [...request.renameProducts.map((rename) => rename.id), ...newIds],
        });
        const stale = loaded.filter((product) => product.version > request.baseVersion);
        if (stale.length > 0) throw userLock(stale.map((product) => ({ id: product.id, field: '*' })));
        const catalogue = new Map(
          (await rowsRepository.catalogueProducts(newIds, row.locationId)).map((p) => [p.id, p]),
        );
        const set = createWorkingSet(loaded, rowPricing);
        for (const rename of request.renameProducts) {
          const current = set.get(rename.id);
          const newId = toStyleColorId(rename.newStyle, rename.newColor);
          const product = catalogue.get(newId);
          if (!current)
            throw invalidInput('renameProducts', `${rename.id} is not in the assortment.`, { id: rename.id });
          if (!product || product.product_type !== row.productType) {
            throw invalidInput('renameProducts', 'Style/Color Not Found', { id: newId });
          }
          if (set.get(newId))
            throw invalidInput('renameProducts', 'This Style/Color is Already in Your Assortment', { id: newId });
          set.remove(rename.id);
          set.add({
            id: newId,
            style: rename.newStyle,
            color: rename.newColor,
            sortOrder: current.sortOrder,
            values: current.values,
            pricing: rowPricing(product),
          });
        }
        return {
          ...(await deps.batches.commit(tx, { row, set, patch: {}, user, kind: 'rename' })),
          skipped: [],
        };
      }),
  };
};

export type AssortmentCopyService = ReturnType<typeof createAssortmentCopyService>;
