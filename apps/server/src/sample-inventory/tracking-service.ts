import type {
  Sample,
  SampleLibrary,
  SampleTrackingEvent,
  SampleTrackingRequest,
  SampleTransferRequest,
  User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { invalidInput, notFound } from '../platform/errors.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { presentSample, presentTrackingEvent } from './presenter.js';
import { createSamplesRepository } from './repository.js';
import { assertWritable, editorName, fieldsOfRow, storedFields } from './sample-writes.js';
import type { SampleRow } from './tables.js';

const HISTORY_LIMIT = 200;

/**
 * A sample's history and the sample room's moves: rare outs and returns, inventory counts (which
 * set the quantity), and the transfer of Production samples to a Sales shelf.
 */
export const createSampleTrackingService = (deps: {
  db: Database;
  now?: () => Date;
  /** Tells webhook endpoints of transfers, in the transaction of the transfer. */
  publish?: WebhookPublisher;
}) => {
  const now = deps.now ?? (() => new Date());
  const repository = createSamplesRepository(deps.db);

  return {
    history: async (library: SampleLibrary, sampleId?: string): Promise<SampleTrackingEvent[]> =>
      (await repository.tracking(library, sampleId, HISTORY_LIMIT)).map(presentTrackingEvent),

    record: (
      user: User,
      library: SampleLibrary,
      request: SampleTrackingRequest,
      pathId?: string,
    ): Promise<SampleTrackingEvent[]> =>
      deps.db.transaction(async (tx) => {
        const txRepository = createSamplesRepository(tx);
        const name = editorName(user);
        const note = request.note || null;
        const ids =
          request.action === 'inventory' ? request.items.map((item) => item.sampleId) : [pathId ?? request.sampleId];
        if (ids.some((id) => !id)) throw invalidInput('sampleId', 'Name the sample: in the path or as sampleId.');
        const locked = await txRepository.findForUpdate(ids as string[]);
        for (const id of ids) {
          if (!locked.some((row) => row.id === id && row.library === library)) throw notFound(`Sample ${id}`);
        }
        if (request.action !== 'inventory') {
          const rows = await txRepository.insertTracking([
            {
              sampleId: ids[0] as string,
              action: request.action,
              quantity: request.quantity,
              note,
              userId: user._id,
              userName: name,
            },
          ]);
          return rows.map(presentTrackingEvent);
        }
        const at = now();
        for (const item of request.items) {
          await txRepository.update(item.sampleId, {
            totalQty: item.totalQty,
            onHandQty: item.totalQty,
            lastEditedBy: user._id,
            lastEditedByUser: name,
            modifiedDate: at,
          });
        }
        const rows = await txRepository.insertTracking(
          request.items.map((item) => ({
            sampleId: item.sampleId,
            action: 'inventory' as const,
            quantity: item.totalQty,
            note,
            userId: user._id,
            userName: name,
          })),
        );
        return rows.map(presentTrackingEvent);
      }),

    /** PATCH /sampleInventory/Sales/transfer: each Production sample moves to Sales at its shelf place. */
    transfer: (user: User, request: SampleTransferRequest): Promise<Sample[]> =>
      deps.db.transaction(async (tx) => {
        const txRepository = createSamplesRepository(tx);
        const ids = request.samples.map((sample) => sample._id);
        if (new Set(ids).size !== ids.length) throw invalidInput('samples', 'A sample is named twice.');
        const locked = new Map((await txRepository.findForUpdate(ids)).map((row) => [row.id, row]));
        const writes = request.samples.map((place) => {
          const row = locked.get(place._id);
          if (row?.library !== 'Production') throw notFound(`Production sample ${place._id}`);
          const { quantity: _quantity, ...common } = fieldsOfRow(row);
          const { _id, ...shelfPlace } = place;
          return { id: row.id, fields: { ...common, ...shelfPlace, shelf: place.shelf ?? common.shelf } };
        });
        await assertWritable(txRepository, 'Sales', writes, ids);
        const name = editorName(user);
        const at = now();
        const moved: SampleRow[] = [];
        for (const write of writes) {
          moved.push(
            await txRepository.update(write.id, {
              ...storedFields('Sales', write.fields),
              lastEditedBy: user._id,
              lastEditedByUser: name,
              modifiedDate: at,
            }),
          );
        }
        await txRepository.insertTracking(
          moved.map((row) => ({
            sampleId: row.id,
            action: 'transferred' as const,
            quantity: row.totalQty,
            note: [row.region, row.aisle, row.direction, row.level].join(' / '),
            userId: user._id,
            userName: name,
          })),
        );
        await deps.publish?.(
          'sample.transferred',
          { sampleIds: ids, from: 'Production', to: 'Sales' },
          { executor: tx },
        );
        return moved.map(presentSample);
      }),
  };
};

export type SampleTrackingService = ReturnType<typeof createSampleTrackingService>;
