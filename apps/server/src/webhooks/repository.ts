import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { rowsOf } from '../platform/db/rows-of.js';
import { type WebhookDeliveryRow, type WebhookRow, webhookDeliveries, webhooks } from './tables.js';

export type NewDelivery = Pick<WebhookDeliveryRow, 'webhookId' | 'eventId' | 'event' | 'payload' | 'orderingKey'>;

/** A delivery taken for an attempt, with what the attempt needs of its endpoint. */
export type ClaimedDelivery = WebhookDeliveryRow & { url: string; secret: string };

const CLAIM_COLUMNS = sql`d.id, d.webhook_id as "webhookId", d.event_id as "eventId", d.event, d.payload,
  d.ordering_key as "orderingKey", d.status, d.attempts, d.next_attempt_at as "nextAttemptAt",
  d.last_attempt_at as "lastAttemptAt", d.response_status as "responseStatus", d.response_body as "responseBody",
  d.error, d.created_at as "createdAt", w.url, w.secret`;

export const createWebhooksRepository = (db: Database) => ({
  list: () => db.select().from(webhooks).orderBy(webhooks.createdAt, webhooks.id),

  find: async (id: string) => (await db.select().from(webhooks).where(eq(webhooks.id, id)))[0] ?? null,

  create: async (values: Pick<WebhookRow, 'url' | 'events' | 'secret' | 'createdBy'>) =>
    (await db.insert(webhooks).values(values).returning())[0]!,

  update: async (
    id: string,
    values: Partial<Pick<WebhookRow, 'url' | 'events' | 'enabled' | 'failuresInARow' | 'disabledAt'>>,
  ) =>
    (
      await db
        .update(webhooks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(webhooks.id, id))
        .returning()
    )[0] ?? null,

  remove: async (id: string) =>
    (await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id })).length > 0,

  /** The enabled endpoints that subscribed to `event`. */
  subscribedTo: (event: string, executor: Database = db) =>
    executor
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.enabled, true), sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`)),

  /**
   * One row per endpoint of an event. Stamped with the statement's clock (not the transaction's),
   * so two events of one transaction keep the order they were published in.
   */
  insertDeliveries: async (rows: NewDelivery[], executor: Database = db) => {
    for (const row of rows)
      await executor.insert(webhookDeliveries).values({ ...row, createdAt: sql`clock_timestamp()` });
  },

  deliveries: (webhookId: string, limit: number) =>
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit),

  /**
   * Takes the next due delivery of an enabled endpoint whose earlier events of the same ordering
   * key are all settled, and moves its next attempt to `leaseUntil`: another server skips it (the
   * row lock, then the moved time), and if this one dies the delivery is due again at the lease's end.
   */
  claimDue: async (now: Date, leaseUntil: Date): Promise<ClaimedDelivery | null> => {
    const [row] = await rowsOf<ClaimedDelivery>(
      db,
      sql`with due as (
            select d.id from webhook_deliveries d join webhooks w on w.id = d.webhook_id
            -- The database keeps microseconds and the clock here milliseconds: a row made within
            -- the current millisecond is due too (else a delivery just published waited a minute).
            where d.status = 'pending' and d.next_attempt_at < ${now.toISOString()}::timestamptz + interval '1 millisecond'
              and w.enabled
              and not exists (
                select 1 from webhook_deliveries earlier
                where earlier.webhook_id = d.webhook_id and earlier.ordering_key = d.ordering_key
                  and earlier.status = 'pending' and earlier.created_at < d.created_at)
            order by d.next_attempt_at, d.created_at
            limit 1
            for update of d skip locked)
          update webhook_deliveries d set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
          from due, webhooks w
          where d.id = due.id and w.id = d.webhook_id
          returning ${CLAIM_COLUMNS}`,
    );
    return row ? { ...row, createdAt: new Date(row.createdAt), nextAttemptAt: new Date(row.nextAttemptAt) } : null;
  },

  /** Records an attempt's outcome on a delivery still pending (a second writer changes nothing). */
  settle: (id: string, values: Partial<WebhookDeliveryRow>) =>
    db
      .update(webhookDeliveries)
      .set(values)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending'))),

  /** Removes delivered and failed deliveries of events before `before`; waiting ones stay. */
  purgeSettledBefore: async (before: Date) =>
    (
      await db
        .delete(webhookDeliveries)
        .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
        .returning({ id: webhookDeliveries.id })
    ).length,

  /** Counts one more failure in a row; answers the endpoint as it is now. */
  countFailure: async (webhookId: string) =>
    (
      await db
        .update(webhooks)
        .set({ failuresInARow: sql`${webhooks.failuresInARow} + 1` })
        .where(eq(webhooks.id, webhookId))
        .returning()
    )[0] ?? null,

  resetFailures: (webhookId: string) =>
    db.update(webhooks).set({ failuresInARow: 0 }).where(eq(webhooks.id, webhookId)),

  /** Disables an endpoint once (answers false when it already was) and gives up its waiting deliveries. */
  disable: async (webhookId: string, at: Date, reason: string) =>
    db.transaction(async (tx) => {
      const [disabled] = await tx
        .update(webhooks)
        .set({ enabled: false, disabledAt: at, updatedAt: at })
        .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true)))
        .returning({ id: webhooks.id });
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', error: reason })
        .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
      return disabled !== undefined;
    }),
});

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
