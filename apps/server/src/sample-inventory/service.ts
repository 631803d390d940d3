import {
  type CreateSampleRequest,
  NOTHING_TO_DO,
  parseSampleSort,
  type Sample,
  type SampleBatchRequest,
  type SampleFields,
  type SampleLibrary,
  type SampleListQuery,
  type User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { invalidInput, notFound } from '../platform/errors.js';
import { presentSample } from './presenter.js';
import { createSamplesRepository, type SamplesRepository } from './repository.js';
import { assertWritable, editorName, fieldsOfRow, type SampleWrite, storedFields } from './sample-writes.js';
import type { SampleRow } from './tables.js';

export type SamplePage = { totalCount?: number; totalCountEstimated?: boolean; data: Sample[] };

/** Creates samples (after the checks) with a 'created' tracking event each. */
const createAll = async (repository: SamplesRepository, user: User, library: SampleLibrary, all: SampleFields[]) => {
  await assertWritable(
    repository,
    library,
    all.map((fields) => ({ fields })),
    [],
  );
  const name = editorName(user);
  const rows = await repository.insertMany(
    all.map((fields) => ({
      ...storedFields(library, fields),
      createdBy: user._id,
      createdByUser: name,
      lastEditedBy: user._id,
      lastEditedByUser: name,
    })),
  );
  await repository.insertTracking(
    rows.map((row) => ({
      sampleId: row.id,
      action: 'created',
      quantity: row.totalQty,
      userId: user._id,
      userName: name,
    })),
  );
  return rows;
};

/**
 * Sample inventory use cases (spec part 2 §7.12). Every write re-runs the import checks the grid
 * runs (required fields, the library's own fields, known style-colour, duplicates), so a call can
 * never store what the grid would refuse.
 */
export const createSampleService = (deps: { db: Database; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  const repository = createSamplesRepository(deps.db);

  /** Writes merged fields over existing samples of one library, in the caller's transaction. */
  const updateAll = async (
    tx: SamplesRepository,
    user: User,
    library: SampleLibrary,
    changes: readonly { _id: string; fields: (current: SampleFields) => SampleFields }[],
    except: readonly string[],
  ) => {
    const locked = new Map((await tx.findForUpdate(changes.map((change) => change._id))).map((row) => [row.id, row]));
    const writes: SampleWrite[] = changes.map((change) => {
      const current = locked.get(change._id);
      if (!current || current.library !== library) throw notFound(`Sample ${change._id}`);
      return { id: change._id, fields: change.fields(fieldsOfRow(current)) };
    });
    await assertWritable(tx, library, writes, except);
    const name = editorName(user);
    const at = now();
    const updated: SampleRow[] = [];
    for (const write of writes) {
      updated.push(
        await tx.update(write.id as string, {
          ...storedFields(library, write.fields),
          lastEditedBy: user._id,
          lastEditedByUser: name,
          modifiedDate: at,
        }),
      );
    }
    // A quantity changed in the grid or by a recounted sheet's import ('Match modified items') is
    // a count like one taken in the tracking dialog, so the sample's history shows it as one.
    const recounted = updated.filter((row) => row.totalQty !== locked.get(row.id)?.totalQty);
    if (recounted.length > 0) {
      await tx.insertTracking(
        recounted.map((row) => ({
          sampleId: row.id,
          action: 'inventory' as const,
          quantity: row.totalQty,
          userId: user._id,
          userName: name,
        })),
      );
    }
    return updated;
  };

  return {
    list: async (library: SampleLibrary, query: SampleListQuery): Promise<SamplePage> => {
      const { skip, limit, sort, totalCount, ...filters } = query;
      const selection = { library, filters };
      // The count goes alongside the page, not after it: on PostgreSQL each has a connection of its
      // own, so counting 100,000 samples no longer adds to the time of the page.
      const [rows, total] = await Promise.all([
        repository.page(selection, sort ? parseSampleSort(sort) : undefined, limit, skip),
        totalCount ? repository.count(selection) : undefined,
      ]);
      const data = rows.map(presentSample);
      if (total === undefined) return { data };
      return { totalCount: total.total, ...(total.estimated ? { totalCountEstimated: true } : {}), data };
    },

    /** The sample's library, for the route's access check; 404 when there is no such sample. */
    libraryOf: async (id: string): Promise<SampleLibrary> => {
      const row = await repository.findById(id);
      if (!row) throw notFound(`Sample ${id}`);
      return row.library;
    },

    create: (user: User, request: CreateSampleRequest): Promise<Sample> =>
      deps.db.transaction(async (tx) => {
        const { library, ...fields } = request;
        const [row] = await createAll(createSamplesRepository(tx), user, library, [fields]);
        return presentSample(row as SampleRow);
      }),

    /** PUT replaces every field (left-out ones become blank); PATCH changes the given ones. */
    update: (user: User, id: string, library: SampleLibrary, fields: SampleFields, mode: 'replace' | 'merge') =>
      deps.db.transaction(async (tx) => {
        const [row] = await updateAll(
          createSamplesRepository(tx),
          user,
          library,
          [{ _id: id, fields: (current) => (mode === 'replace' ? fields : { ...current, ...fields }) }],
          [id],
        );
        return presentSample(row as SampleRow);
      }),

    /** PATCH …/batch/many: creates, edits and deletes in one transaction; an empty request is a 400. */
    batch: (user: User, library: SampleLibrary, request: SampleBatchRequest) => {
      const creates = request.create ?? [];
      const updates = request.update ?? [];
      const deletes = [...new Set(request.delete ?? [])];
      if (creates.length + updates.length + deletes.length === 0) throw invalidInput('data', NOTHING_TO_DO);
      return deps.db.transaction(async (tx) => {
        const txRepository = createSamplesRepository(tx);
        const doomed = await txRepository.findForUpdate(deletes);
        if (doomed.length !== deletes.length || doomed.some((row) => row.library !== library)) {
          throw notFound(
            `Sample ${deletes.find((id) => !doomed.some((row) => row.id === id && row.library === library))}`,
          );
        }
        const deleted = await txRepository.deleteMany(deletes);
        const except = [...deletes, ...updates.map((update) => update._id)];
        const updated = await updateAll(
          txRepository,
          user,
          library,
          updates.map((update) => ({ _id: update._id, fields: (current) => ({ ...current, ...update.patch }) })),
          except,
        );
        const created = await createAll(txRepository, user, library, creates);
        return { message: 'Success', data: [...updated, ...created].map(presentSample), deleted };
      });
    },
  };
};

export type SampleService = ReturnType<typeof createSampleService>;
