import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { countUpTo } from './counting.js';
import type { DatabaseHandle } from './database.js';

const probe = pgTable('count_probe', { n: integer('n').notNull() });

describe('countUpTo', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.executeSql(
      'drop table if exists count_probe; create table count_probe (n integer not null); insert into count_probe select generate_series(1, 400); analyze count_probe',
    );
  });
  afterAll(async () => {
    await database.executeSql('drop table count_probe');
    await database.close();
  });

  it('counts exactly up to the limit', async () => {
    expect(await countUpTo(database.db, probe, sql`${probe.n} <= 25`, 25)).toEqual({ total: 25, estimated: false });
  });

  it("answers the planner's estimate past the limit, never below it", async () => {
    const all = await countUpTo(database.db, probe, undefined, 25);
    expect(all.estimated).toBe(true);
    expect(all.total).toBeGreaterThan(300);
    const some = await countUpTo(database.db, probe, sql`${probe.n} <= 30`, 25);
    expect(some).toMatchObject({ estimated: true });
    expect(some.total).toBeGreaterThanOrEqual(26);
  });
});
