import type { Permission, SessionOptions, UserTBE } from '@stride/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userCode: text('user_code').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    strategy: text('strategy', { enum: ['local', 'okta'] })
      .notNull()
      .default('local'),
    externalSubject: text('external_subject'),
    entity: text('entity'),
    country: text('country'),
    status: text('status', { enum: ['pending', 'active', 'deactivated'] })
      .notNull()
      .default('pending'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    accessReason: text('access_reason'),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    userTBEs: jsonb('user_tbes').$type<UserTBE[]>().notNull().default([]),
    departmentAccess: jsonb('department_access').$type<string[]>().notNull().default([]),
    userActiveLocation: text('user_active_location'),
    hasAdvancedRights: boolean('has_advanced_rights').notNull().default(false),
    wof: jsonb('wof')
      .$type<{ access: boolean; country: string | null }>()
      .notNull()
      .default({ access: false, country: null }),
    conferenceAccess: jsonb('conference_access')
      .$type<{ asian: boolean; domestic: boolean; international: boolean }>()
      .notNull()
      .default({ asian: false, domestic: false, international: false }),
    isEditor: boolean('is_editor').notNull().default(false),
    isSeniorEditor: boolean('is_senior_editor').notNull().default(false),
    sessionOptions: jsonb('session_options').$type<SessionOptions>().notNull().default({}),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_user_code_key').on(table.userCode),
    uniqueIndex('users_external_subject_key').on(table.strategy, table.externalSubject),
    index('users_name_idx').on(sql`lower(${table.name} || ' ' || ${table.lastName})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
