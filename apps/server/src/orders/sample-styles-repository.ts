import { activeSampleStatusesFor, DELETED_LINE_STATUS, type SampleStyle } from '@stride/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { orderLines, orders } from './tables.js';

/** A coordinator's list, not a search: the most asked-for style-colours, at most this many. */
const SAMPLE_STYLES_LIMIT = 1000;

const style = sql<string>`${orderLines.fields}->>'style'`;
const color = sql<string>`${orderLines.fields}->>'color'`;
const units = sql<number>`sum((${orderLines.fields}->>'quantity')::int)::int`;

/**
 * The style-colours on open sample orders (the ones sample coordinators work: SUBMITTED or IN
 * PROGRESS), with how many orders and units ask for each, most units first.
 */
export const listSampleStyles = (db: Database): Promise<SampleStyle[]> =>
  db
    .select({
      style,
      color,
      name: sql<string | null>`max(${orderLines.fields}->>'name')`,
      productType: sql<SampleStyle['productType']>`max(${orderLines.fields}->>'productType')`,
      orders: sql<number>`count(distinct ${orderLines.orderId})::int`,
      units,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.type, 'SAMPLE'),
        inArray(orders.status, [...activeSampleStatusesFor(true)]),
        ne(orderLines.status, DELETED_LINE_STATUS),
      ),
    )
    .groupBy(style, color)
    .orderBy(desc(units), asc(style), asc(color))
    .limit(SAMPLE_STYLES_LIMIT);
