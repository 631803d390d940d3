import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createSessionsRepository } from './repository.js';
import { sessions } from './tables.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('purging sessions', () => {
  it('removes expired and idle sessions and keeps live ones', async () => {
    const user = await createUser(database.db);
    const hour = 3_600_000;
    const now = Date.now();
    const session = (tokenHash: string, fields: Partial<typeof sessions.$inferInsert>) => ({
      tokenHash,
      userId: user.id,
      strategy: 'local' as const,
      idleTimeoutMs: hour,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + hour),
      ...fields,
    });
    const tokens = [`${user.id}-live`, `${user.id}-expired`, `${user.id}-idle`, `${user.id}-sso`];
    await database.db
      .insert(sessions)
      .values([
        session(tokens[0]!, {}),
        session(tokens[1]!, { expiresAt: new Date(now - 1_000) }),
        session(tokens[2]!, { lastSeenAt: new Date(now - 2 * hour) }),
        session(tokens[3]!, { strategy: 'okta', idleTimeoutMs: null, lastSeenAt: new Date(now - 2 * hour) }),
      ]);

    await createSessionsRepository(database.db).deleteExpired(new Date(now));

    const left = await database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, tokens));
    expect(left.map((row) => row.tokenHash).sort()).toEqual([tokens[0], tokens[3]].sort());
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
  });
});
