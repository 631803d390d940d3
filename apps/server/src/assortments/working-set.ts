import type { AssortmentRowValues } from '@stride/domain';
import type { CatalogueRow } from './product-rows-repository.js';
import type { BatchRecord, FieldVersions } from './tables.js';

type WorkingRow = {
  id: string;
  style: string;
  color: string;
  sortOrder: number;
  values: AssortmentRowValues;
  fieldVersions: FieldVersions;
  version: number;
  pricing: { cost: number | null; suggestedRetail: number | null; decimalPlaces: number };
  exists: boolean;
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Values that differ between two sets, by field name. */
const changedFields = (before: AssortmentRowValues, after: AssortmentRowValues): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !sameValue(before[field as keyof AssortmentRowValues], after[field as keyof AssortmentRowValues]),
  );

/**
 * The rows a batch touches, changed in memory first and written once: the write knows which
 * rows are new, gone, re-valued or moved, and the record keeps each row as it was before.
 */
export const createWorkingSet = (
  loaded: readonly CatalogueRow[],
  pricingOf: (row: CatalogueRow) => WorkingRow['pricing'],
) => {
  const rows = new Map<string, WorkingRow>();
  const before = new Map<string, { sortOrder: number; values: AssortmentRowValues } | null>();

  for (const row of loaded) {
    rows.set(row.id, {
      id: row.id,
      style: row.style,
      color: row.color,
      sortOrder: row.sort_order,
      values: row.values,
      fieldVersions: row.field_versions,
      version: row.version,
      pricing: pricingOf(row),
      exists: true,
    });
  }
  const remember = (id: string) => {
    if (before.has(id)) return;
    const row = rows.get(id);
    before.set(id, row?.exists ? { sortOrder: row.sortOrder, values: row.values } : null);
  };

  return {
    get: (id: string) => {
      const row = rows.get(id);
      return row?.exists ? row : undefined;
    },
    rowsOfStyle: (style: string) => [...rows.values()].filter((row) => row.exists && row.style === style),
    add: (row: Omit<WorkingRow, 'exists' | 'fieldVersions' | 'version'>) => {
      remember(row.id);
      const previous = rows.get(row.id);
      rows.set(row.id, { ...row, fieldVersions: previous?.fieldVersions ?? {}, version: 0, exists: true });
    },
    remove: (id: string) => {
      const row = rows.get(id);
      if (!row?.exists) return;
      remember(id);
      row.exists = false;
    },
    setValues: (id: string, values: AssortmentRowValues) => {
      const row = rows.get(id);
      if (!row?.exists) return;
      const fields = changedFields(row.values, values);
      if (fields.length === 0) return;
      remember(id);
      row.values = values;
    },
    move: (id: string, sortOrder: number) => {
      const row = rows.get(id);
      if (!row?.exists || row.sortOrder === sortOrder) return;
      remember(id);
      row.sortOrder = sortOrder;
    },

    /** What to write at `version`, and the record of it. */
    plan: (version: number) => {
      const inserts: { id: string; style: string; color: string; sortOrder: number; values: AssortmentRowValues }[] =
        [];
      const deletes: string[] = [];
      const updates: { id: string; values: AssortmentRowValues; fieldVersions: FieldVersions }[] = [];
      const sorts: { id: string; sortOrder: number }[] = [];
      for (const [id, previous] of before) {
        const row = rows.get(id);
        if (!row) continue;
        if (previous === null && row.exists) {
          inserts.push({ id, style: row.style, color: row.color, sortOrder: row.sortOrder, values: row.values });
        } else if (previous !== null && !row.exists) {
          deletes.push(id);
        } else if (previous !== null) {
          const fields = changedFields(previous.values, row.values);
          if (fields.length > 0) {
            const fieldVersions = { ...row.fieldVersions };
            for (const field of fields) fieldVersions[field] = version;
            updates.push({ id, values: row.values, fieldVersions });
          }
          if (previous.sortOrder !== row.sortOrder) sorts.push({ id, sortOrder: row.sortOrder });
        }
      }
      const record: Omit<BatchRecord, 'patchBefore'> = {
        before: Object.fromEntries(before),
        added: inserts.map((row) => row.id),
        deleted: deletes,
        updated: updates.map((row) => row.id),
        sorted: sorts.map((row) => row.id),
      };
      return { inserts, deletes, updates, sorts, record };
    },
  };
};

export type WorkingSet = ReturnType<typeof createWorkingSet>;
