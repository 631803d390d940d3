import {
  type AssortmentPatch,
  INTERNAL_ASSORTMENT_EXISTS_MESSAGE,
  mayEditInternalAssortment,
  type User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { conflict, forbidden, invalidInput } from '../platform/errors.js';
import { createAssortmentsRepository } from './repository.js';
import type { AssortmentRow } from './tables.js';

/** Spec part 1 §5: an internal assortment is unique by season, year, region, gender and title. */
export const internalAssortmentExists = () =>
  conflict('ITS_BE_ERROR_CONFLICT', INTERNAL_ASSORTMENT_EXISTS_MESSAGE, { reason: 'internalAssortmentExists' });

const identityFields = ['season', 'year', 'region', 'gender', 'title'] as const;

/**
 * What an edit of an internal assortment must keep true: it stays within the editor's internal
 * access, stays unique, keeps its season (a line plan belongs to one), and stays out of folders.
 */
export const assertInternalPatch = async (
  db: Database,
  user: User,
  row: AssortmentRow,
  patch: AssortmentPatch,
  bypassPermissions: boolean,
) => {
  const next = { ...row, ...patch };
  if (patch.parentId) throw invalidInput('parentId', 'Internal assortments are not kept in folders.');
  if (patch.season === null || patch.year === null)
    throw invalidInput('season', 'An internal assortment belongs to a season and year.');
  if (next.region === 'All' || next.channel === 'All') {
    throw invalidInput('region', 'An internal assortment is for one region and one channel.');
  }
  if (!mayEditInternalAssortment(user, next, { bypassPermissions })) throw forbidden();
  if (!identityFields.some((field) => patch[field] !== undefined && patch[field] !== row[field])) return;
  const same = await createAssortmentsRepository(db).findInternal({
    season: next.season as string,
    year: next.year as number,
    region: next.region,
    gender: next.gender,
    title: next.title,
    excludeId: row.id,
  });
  if (same) throw internalAssortmentExists();
};
