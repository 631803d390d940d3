import type { SampleLibrary, SampleTrackingAction } from '@stride/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigserial, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The columns a grid sorts on, each with an index (library, column, seq) so a sorted page reads in order. */
const sortedColumns = <T extends Record<string, AnyPgColumn>>(table: T) =>
  (
    [
      'division',
      'style',
      'color',
      'status',
      'side',
      'size',
      'totalQty',
      'bin',
      'moldNum',
      'moldDate',
      'gender',
      'region',
      'modifiedDate',
    ] as const
  ).map(
    (field) => [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), table[field] as AnyPgColumn] as const,
  );

/**
 * The sample room's stock (spec part 1 §3 Sample inventory), both libraries in one table. `seq`
 * keeps creation order, which is the grid's order when it asks for no sort (part 2 §7.12).
 * `onHandQty` always equals `totalQty` (the repository writes both).
 */
export const samples = pgTable(
  'samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    library: text('library').$type<SampleLibrary>().notNull(),
    division: text('division'),
    style: text('style'),
    color: text('color'),
    status: text('status'),
    side: text('side'),
    size: text('size'),
    totalQty: integer('total_qty'),
    onHandQty: integer('on_hand_qty'),
    bin: text('bin'),
    moldNum: text('mold_num'),
    moldDate: date('mold_date', { mode: 'string' }),
    gender: text('gender'),
    quantity: integer('quantity'),
    shelf: text('shelf'),
    region: text('region'),
    aisle: text('aisle'),
    direction: text('direction'),
    level: text('level'),
    newBin: text('new_bin'),
    /** Upper-cased duplicate key of the library (domain `sampleKey`), for 'Sample Already Exists'. */
    sampleKey: text('sample_key').notNull(),
    /** Style, colour, bin and mold number: what the grid's keyword matches (trigram index). */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByUser: text('created_by_user'),
    lastEditedBy: uuid('last_edited_by').references(() => users.id, { onDelete: 'set null' }),
    lastEditedByUser: text('last_edited_by_user'),
    createdDate: moment('created_date').notNull().defaultNow(),
    modifiedDate: moment('modified_date').notNull().defaultNow(),
  },
  (table) => [
    // The unsorted grid page reads one library in creation order; a sorted one its column, then seq.
    index('samples_library_seq_idx').on(table.library, table.seq),
    ...sortedColumns(table).map(([name, column]) =>
      index(`samples_library_${name}_idx`).on(table.library, column, table.seq),
    ),
    // Autocomplete: a prefix LIKE of the style, whatever the collation.
    index('samples_library_style_prefix_idx').on(table.library, table.style.op('text_pattern_ops')),
    index('samples_library_key_idx').on(table.library, table.sampleKey),
    index('samples_library_mold_idx').on(table.library, sql`upper(${table.moldNum})`),
    index('samples_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** What happened to a sample: created, a rare out, a return, an inventory count, a transfer to Sales. */
export const sampleTracking = pgTable(
  'sample_tracking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    action: text('action').$type<SampleTrackingAction>().notNull(),
    quantity: integer('quantity'),
    note: text('note'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdDate: moment('created_date').notNull().defaultNow(),
  },
  (table) => [index('sample_tracking_sample_idx').on(table.sampleId, table.createdDate)],
);

export type SampleRow = typeof samples.$inferSelect;
export type NewSampleRow = typeof samples.$inferInsert;
export type SampleTrackingRow = typeof sampleTracking.$inferSelect;
