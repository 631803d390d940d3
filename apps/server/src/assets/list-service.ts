import { type Asset, type AssetListQuery, type AssetSort, parseAssetSort, type User } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { notFound } from '../platform/errors.js';
import type { AssetSelection } from './list-conditions.js';
import { presentAssets } from './presenter.js';
import { createAssetsRepository } from './repository.js';

export type AssetPage = { totalCount?: number; data: Asset[] };

/** Library grids (GET /api/assets) and the report read assets through here. */
export const createAssetListService = (deps: { db: Database }) => {
  const repository = createAssetsRepository(deps.db);

  /** A page of assets, presented with their files and, for STEP, the user's seen flag. */
  const page = async (
    user: User,
    selection: AssetSelection,
    sort: AssetSort,
    limit: number,
    skip: number,
  ): Promise<Asset[]> => {
    const rows = await repository.page(selection, sort, limit, skip);
    const ids = rows.map((row) => row.id);
    const [files, seen] = [
      await repository.filesOf(ids),
      selection.libraryType === 'StepAsset' ? await repository.seenBy(user._id, ids) : undefined,
    ];
    return presentAssets(rows, files, seen);
  };

  return {
    page,
    /** STEP assets the user can see in the library may be flagged seen. */
    flagSeen: async (user: User, assetId: string) => {
      const asset = await repository.findById(assetId);
      if (asset?.libraryType !== 'StepAsset' || asset.state !== 'published' || asset.waitingForFile) {
        throw notFound(`Asset ${assetId}`);
      }
      await repository.flagSeen(user._id, asset.id);
    },
    list: async (user: User, query: AssetListQuery): Promise<AssetPage> => {
      const { libraryType, manage, limit, skip, sort, totalCount, ...filters } = query;
      const selection: AssetSelection = { libraryType, manage, filters };
      const data = await page(user, selection, parseAssetSort(sort), limit, skip);
      if (!totalCount) return { data };
      // A short first page is the whole list: no count query needed.
      const total = skip === 0 && data.length < limit ? data.length : await repository.count(selection);
      return { totalCount: total, data };
    },
  };
};

export type AssetListService = ReturnType<typeof createAssetListService>;
