import { normalizeEmail, type UserAccessUpdate, type UserListQuery } from '@stride/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { escapeLike } from '../platform/db/escape-like.js';
import { users } from './tables.js';

export type NewUser = typeof users.$inferInsert;

const textMatch = (text: string) => {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.userCode, pattern),
    ilike(sql`${users.name} || ' ' || ${users.lastName}`, pattern),
  );
};

/** Access requests and SSO users are stored through here: e-mails as sign-in compares them (the seed's are lower-case). */
const withNormalizedEmail = <T extends object>(fields: T): T =>
  'email' in fields && typeof fields.email === 'string' ? { ...fields, email: normalizeEmail(fields.email) } : fields;

export const createUsersRepository = (db: Database) => ({
  findById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

  /** Case-insensitive, as sign-in compares; lower(email) is what the unique index holds. */
  findByEmail: async (email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
        .limit(1)
    )[0],

  findByCodes: (codes: readonly string[]) =>
    db
      .select()
      .from(users)
      .where(inArray(users.userCode, [...codes])),

  findByExternalSubject: async (strategy: 'okta', subject: string) =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.strategy, strategy), eq(users.externalSubject, subject)))
        .limit(1)
    )[0],

  insert: async (user: NewUser, executor: Database = db) =>
    (await executor.insert(users).values(withNormalizedEmail(user)).returning())[0]!,

  update: async (id: string, patch: UserAccessUpdate | Partial<NewUser>, executor: Database = db) =>
    (
      await executor
        .update(users)
        .set({ ...withNormalizedEmail(patch), modifiedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
    )[0],

  list: async (query: UserListQuery) => {
    const where = and(
      query.text ? textMatch(query.text) : undefined,
      query.status ? eq(users.status, query.status) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.name))
        .limit(query.limit)
        .offset(query.skip),
      db.select({ value: sql<number>`count(*)::int` }).from(users).where(where),
    ]);
    return { rows, totalCount: count?.value ?? 0 };
  },

  autocomplete: (text: string, limit: number) =>
    db
      .select({
        id: users.id,
        userCode: users.userCode,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(and(eq(users.status, 'active'), textMatch(text)))
      .orderBy(asc(users.lastName), asc(users.name))
      .limit(limit),

  holdersOfDomain: (domain: string) =>
    db
      .select()
      .from(users)
      .where(and(eq(users.status, 'active'), sql`${users.permissions} @> ${JSON.stringify([{ domain }])}::jsonb`)),

  count: async () => (await db.select({ value: sql<number>`count(*)::int` }).from(users))[0]?.value ?? 0,
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
