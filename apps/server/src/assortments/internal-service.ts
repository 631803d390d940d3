import {
  type AssortmentRead,
  type InternalAssortmentFilters,
  internalViewScopes,
  mayViewInternalAssortment,
  type User,
} from '@stride/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { notFound } from '../platform/errors.js';
import type { StampedRead } from '../platform/stamped-read.js';
import { mayEditAssortment } from './access.js';
import type { EditLocks } from './edit-lock.js';
import { internalScopeCondition } from './internal-scope.js';
import { presentAssortment } from './presenter.js';
import { createAssortmentsRepository } from './repository.js';
import type { AssortmentService } from './service.js';
import { assortments } from './tables.js';

const noFolders = new Map();

/**
 * The internal assortment calls that differ from a regular one's (spec part 2 §7.3): reading as a
 * viewer of the internal library, discovering a season's plans, and the edit lock.
 */
export const createInternalAssortmentService = (deps: {
  db: Database;
  assortments: AssortmentService;
  editLocks: EditLocks;
  bypassPermissions: boolean;
}) => {
  const repository = createAssortmentsRepository(deps.db);
  const options = { bypassPermissions: deps.bypassPermissions };

  /** An internal assortment the user may at least read: editors any, viewers the published ones. */
  const readable = async (user: User, id: string) => {
    const row = await repository.find(id);
    if (row?.orgType !== 'internal' || row.type !== 'item') throw notFound('The assortment');
    if (mayEditAssortment(user, row, deps.bypassPermissions)) return { row, editable: true };
    if (row.state === 'Published' && !row.archived && mayViewInternalAssortment(user, row, options)) {
      return { row, editable: false };
    }
    throw notFound('The assortment');
  };

  return {
    /**
     * GET /api/internalAssortments/{id}: the assortment and its lines, and whether the caller may
     * edit it; stamped as a regular assortment's read (service.ts).
     */
    read: async (user: User, id: string): Promise<StampedRead<AssortmentRead & { editable: boolean }>> => {
      const { row, editable } = await readable(user, id);
      const header = { ...presentAssortment(row, noFolders), editable };
      return {
        stamp: [header, await deps.assortments.catalogueRevision()],
        read: async () => ({ ...header, products: await deps.assortments.productsOf(row) }),
      };
    },

    /**
     * POST /api/internalAssortments/discover: a season's published internal assortments without their
     * lines, as the internal library lists them. Library queries always read the published state
     * (spec part 1 §6), whoever asks.
     */
    discover: async (user: User, filters: InternalAssortmentFilters & { channel: string }) => {
      const conditions: SQL[] = [
        internalScopeCondition(internalViewScopes(user), deps.bypassPermissions),
        eq(assortments.orgType, 'internal'),
        eq(assortments.type, 'item'),
        eq(assortments.state, 'Published'),
        eq(assortments.archived, false),
      ];
      for (const field of ['channel', 'season', 'year', 'region', 'productType', 'method'] as const) {
        const value = filters[field];
        if (value !== undefined) conditions.push(eq(assortments[field], value as never));
      }
      const rows = await deps.db
        .select()
        .from(assortments)
        .where(and(...conditions))
        .orderBy(asc(assortments.region), asc(assortments.productType), asc(assortments.gender), asc(assortments.title))
        .limit(1_000);
      return { totalCount: rows.length, data: rows.map((row) => presentAssortment(row, noFolders)) };
    },

    /** POST /api/internalAssortments/edit/lock/{id}/{request|release}, for those who may edit it. */
    lock: async (user: User, id: string, action: 'request' | 'release') => {
      const { editable } = await readable(user, id);
      if (!editable) throw notFound('The assortment');
      return action === 'request'
        ? deps.editLocks.request(deps.db, user, id)
        : deps.editLocks.release(deps.db, user, id);
    },
  };
};

export type InternalAssortmentService = ReturnType<typeof createInternalAssortmentService>;
