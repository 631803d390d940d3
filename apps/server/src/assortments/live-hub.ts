import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../platform/db/database.js';
import { assortmentPresence } from './tables.js';

const BATCH_CHANNEL = 'assortment_batches';
const PRESENCE_CHANNEL = 'assortment_presence';
/** A connection refreshes its presence this often; one not seen for three rounds has gone. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
const PRESENCE_TTL_MS = 3 * PRESENCE_HEARTBEAT_MS;

export type LiveSend = (event: 'batch' | 'presence', data: unknown) => void;
type Connection = { id: string; userId: string; send: LiveSend };
type Person = { _id: string; name: string };

/**
 * Live co-editing: every server process listens on the database's NOTIFY channels, so a batch
 * saved through one process reaches the browsers connected to any other. A notification
 * carries only the assortment and version; each process reads the batch from the log once and
 * sends it to its own connections of that assortment.
 */
export const createAssortmentLiveHub = (deps: {
  database: DatabaseHandle;
  /** The batch event (rows as the grid shows them) of a saved version. */
  batchEvent: (assortmentId: string, version: number) => Promise<unknown>;
}) => {
  const { db } = deps.database;
  const connections = new Map<string, Set<Connection>>();
  const stops: (() => Promise<void>)[] = [];
  let heartbeat: NodeJS.Timeout | undefined;

  const notify = (channel: string, payload: object) =>
    deps.database.executeSql('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);

  const sendAll = (assortmentId: string, event: 'batch' | 'presence', data: unknown) => {
    for (const connection of connections.get(assortmentId) ?? []) connection.send(event, data);
  };

  const present = async (assortmentId: string): Promise<Person[]> => {
    const rows = await db
      .selectDistinctOn([assortmentPresence.userId], {
        _id: assortmentPresence.userId,
        name: assortmentPresence.userName,
      })
      .from(assortmentPresence)
      .where(
        and(
          eq(assortmentPresence.assortmentId, assortmentId),
          gt(assortmentPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`),
        ),
      );
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  };

  const onBatch = async (payload: string) => {
    const { assortmentId, version } = JSON.parse(payload) as { assortmentId: string; version: number };
    if (!connections.has(assortmentId)) return;
    sendAll(assortmentId, 'batch', await deps.batchEvent(assortmentId, version));
  };
  const onPresence = async (payload: string) => {
    const { assortmentId } = JSON.parse(payload) as { assortmentId: string };
    if (!connections.has(assortmentId)) return;
    sendAll(assortmentId, 'presence', { users: await present(assortmentId) });
  };
  const logged = (handler: (payload: string) => Promise<void>) => (payload: string) => {
    handler(payload).catch((error: unknown) => console.error('Live update failed:', error));
  };

  return {
    start: async () => {
      stops.push(await deps.database.listen(BATCH_CHANNEL, logged(onBatch)));
      stops.push(await deps.database.listen(PRESENCE_CHANNEL, logged(onPresence)));
      heartbeat = setInterval(() => {
        const ids = [...connections.values()].flatMap((set) => [...set].map((connection) => connection.id));
        if (ids.length === 0) return;
        db.update(assortmentPresence)
          .set({ seenAt: sql`now()` })
          .where(
            sql`${assortmentPresence.connectionId} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
          )
          .catch((error: unknown) => console.error('Presence heartbeat failed:', error));
      }, PRESENCE_HEARTBEAT_MS);
      heartbeat.unref();
    },

    stop: async () => {
      clearInterval(heartbeat);
      await Promise.all(stops.splice(0).map((stop) => stop()));
    },

    /** The live streams this process holds open (browsers on an assortment's grid). */
    openStreams: () => {
      let open = 0;
      for (const set of connections.values()) open += set.size;
      return open;
    },

    /** A batch was committed: every process hears of it. */
    published: (assortmentId: string, version: number) => notify(BATCH_CHANNEL, { assortmentId, version }),

    /** A browser opened the assortment's live stream; answers what closes it. */
    connect: async (assortmentId: string, user: Person, send: LiveSend) => {
      const connection: Connection = { id: randomUUID(), userId: user._id, send };
      const set = connections.get(assortmentId) ?? new Set<Connection>();
      set.add(connection);
      connections.set(assortmentId, set);
      await db
        .insert(assortmentPresence)
        .values({ connectionId: connection.id, assortmentId, userId: user._id, userName: user.name });
      await notify(PRESENCE_CHANNEL, { assortmentId });
      return async () => {
        set.delete(connection);
        if (set.size === 0) connections.delete(assortmentId);
        await db.delete(assortmentPresence).where(eq(assortmentPresence.connectionId, connection.id));
        await notify(PRESENCE_CHANNEL, { assortmentId });
      };
    },
  };
};

export type AssortmentLiveHub = ReturnType<typeof createAssortmentLiveHub>;
