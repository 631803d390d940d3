import {
  type AccessRequirement,
  accessRules,
  type CreateSeasonRequest,
  compareSeasonsNewestFirst,
  createSeasonRequestSchema,
  listedSeasonStatuses,
  matchingPermissions,
  type SeasonChannel,
  type SeasonSet,
  type SeasonStatus,
  type SeasonSubRoute,
  seasonChannels,
  seasonPreviewJpg,
  type seasonSetInputSchema,
  seasonTitle,
  type UpdateSeasonRequest,
  type User,
  updateSeasonRequestSchema,
  withSeasonSetState,
} from '@stride/domain';
import type { z } from 'zod';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import { AppError, forbidden, invalidInput, notFound } from '../platform/errors.js';
import type { SeasonsRepository } from './repository.js';
import type { SeasonRow } from './tables.js';

const [readRequirement] = accessRules.viewInternalAssortments.accessRequires;
const [manageRequirement] = accessRules.manageSeasons.accessRequires;

/** The channels a permission of `requirement` covers (a permission without channel scope, or All, covers both). */
const channelsOf = (user: User, requirement: AccessRequirement, bypassPermissions: boolean): SeasonChannel[] =>
  seasonChannels.filter(
    (channel) => bypassPermissions || matchingPermissions(user, { ...requirement, info: { channel } }).length > 0,
  );

const seasonExists = (season: Pick<SeasonRow, 'season' | 'year' | 'channel'>) =>
  new AppError(
    409,
    'ITS_BE_ERROR_CONFLICT',
    `${seasonTitle(season)} already exists for ${season.channel}. Please choose another season or year.`,
    { reason: 'seasonExists', season: season.season, year: season.year, channel: season.channel },
  );

const seasonInUse = (season: SeasonRow, count: number) =>
  new AppError(
    409,
    'ITS_BE_ERROR_CONFLICT',
    `${seasonTitle(season)} is used by ${count} internal assortment(s) and cannot be deleted. Archive it instead.`,
    { reason: 'seasonInUse', season: season.season, year: season.year, count },
  );

/** Sets as sent by a dialog: known ids are kept, new sets get theirs; an id the season lacks is refused. */
const resolveSets = (
  sets: readonly z.output<typeof seasonSetInputSchema>[],
  current: readonly SeasonSet[],
): SeasonSet[] =>
  sets.map((set) => {
    if (set.id && !current.some((existing) => existing.id === set.id)) {
      throw invalidInput('seasonSets', `The season has no set ${set.id}.`, { reason: 'seasonSetUnknown' });
    }
    return { ...set, id: set.id ?? crypto.randomUUID() };
  });

/**
 * Seasons of the seasons manager and the seasons pages (spec part 2 §7.4). Reading is limited
 * to the channels of the caller's internal-assortments permission; writing needs manageSeasons
 * on the season's channel. A season's files are handled by files.ts.
 */
export const createSeasonsService = (deps: {
  seasons: SeasonsRepository;
  bypassPermissions: boolean;
  /** Called with the storage keys a deleted season leaves behind. */
  removeFiles: (keys: string[]) => Promise<void>;
  audit: AuditLog;
}) => {
  const { seasons, bypassPermissions } = deps;
  const readable = (user: User) => channelsOf(user, readRequirement, bypassPermissions);
  const managed = (user: User) => channelsOf(user, manageRequirement, bypassPermissions);

  /** A season the caller may see (a Preparation or Archived one only when they manage its channel); else 404. */
  const visible = async (user: User, id: string): Promise<SeasonRow> => {
    const row = await seasons.find(id);
    const manages = row !== undefined && managed(user).includes(row.channel);
    if (!row || !readable(user).includes(row.channel) || (!manages && row.status !== 'Live')) {
      throw notFound('The season');
    }
    return row;
  };
  /** A season the caller may change; 403 when they may see but not manage it. */
  const manageable = async (user: User, id: string): Promise<SeasonRow> => {
    const row = await visible(user, id);
    if (!managed(user).includes(row.channel)) throw forbidden();
    return row;
  };
  /** A season's (or one of its sets') state change, named by its channel and name for the log's reader. */
  const recordStateChange = (context: AuditContext, row: SeasonRow, change: Record<string, unknown>) =>
    deps.audit.record({
      ...context,
      action: 'season.state_changed',
      objectType: 'season',
      objectId: row.id,
      details: { channel: row.channel, season: row.season, year: row.year, ...change },
    });
  const saved = (row: SeasonRow | undefined): SeasonRow => {
    if (!row) throw notFound('The season');
    return row;
  };

  return {
    managedChannels: managed,
    visible,
    manageable,

    list: async (user: User, channel: SeasonChannel, subRoute: SeasonSubRoute): Promise<SeasonRow[]> => {
      const manages = managed(user).includes(channel);
      if (!readable(user).includes(channel) || (subRoute === 'manage' && !manages)) throw forbidden();
      const rows = await seasons.list(channel, listedSeasonStatuses(subRoute, manages));
      return rows.sort(compareSeasonsNewestFirst);
    },

    create: async (user: User, request: CreateSeasonRequest): Promise<SeasonRow> => {
      const body = createSeasonRequestSchema.parse(request);
      if (!managed(user).includes(body.channel)) throw forbidden();
      if (await seasons.findByName(body)) throw seasonExists(body);
      const created = await seasons.insert({
        ...body,
        seasonSets: resolveSets(body.seasonSets, []),
        sourceFile: null,
        previewJpg: seasonPreviewJpg(body),
        customerLogo: null,
      });
      // Two managers creating the same season at once: the unique index decides.
      if (!created) throw seasonExists(body);
      return created;
    },

    update: async (user: User, id: string, request: UpdateSeasonRequest, context: AuditContext) => {
      const body = updateSeasonRequestSchema.parse(request);
      const row = await manageable(user, id);
      const updated = await seasons.update(id, {
        ...(body.status ? { status: body.status } : {}),
        ...(body.seasonSets ? { seasonSets: resolveSets(body.seasonSets, row.seasonSets) } : {}),
        ...(body.customerLogo === null ? { customerLogo: null } : {}),
      });
      if (body.customerLogo === null && row.customerLogo) await deps.removeFiles([row.customerLogo]);
      if (updated && body.status && body.status !== row.status) {
        await recordStateChange(context, row, { before: row.status, after: body.status });
      }
      return saved(updated);
    },

    setSetState: async (
      user: User,
      seasonId: string,
      seasonSetId: string,
      state: SeasonStatus,
      context: AuditContext,
    ) => {
      const row = await manageable(user, seasonId);
      const changed = withSeasonSetState(row, seasonSetId, state);
      if (!changed) throw notFound('The season set');
      const updated = saved(await seasons.update(seasonId, { seasonSets: changed.seasonSets }));
      const before = row.seasonSets.find((set) => set.id === seasonSetId)?.state;
      if (before !== state) await recordStateChange(context, row, { seasonSetId, before, after: state });
      return updated;
    },

    /** Refused while internal assortments are planned in the season (they would lose their season): archive it then. */
    remove: async (user: User, id: string) => {
      const row = await manageable(user, id);
      const used = await seasons.internalAssortmentCount(row);
      if (used > 0) throw seasonInUse(row, used);
      await seasons.delete(id);
      await deps.removeFiles([row.sourceFile, row.sourceFile && row.previewJpg, row.customerLogo].filter(isKey));
    },
  };
};

const isKey = (key: string | null): key is string => typeof key === 'string' && key.length > 0;

export type SeasonsService = ReturnType<typeof createSeasonsService>;
