import type { AssortmentProduct } from '@stride/domain';
import { type LibraryArea, libraryAreaOfRegion } from '@stride/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PlanWithLines, usePlanLines, useSeasonPlans } from './api';
import type { LibraryChannel, LibraryQuery } from './library-paths';

/** The library's query parameters: season, year, plan title and gender. */
export const useLibraryQuery = (): LibraryQuery => {
  const [params] = useSearchParams();
  return {
    season: params.get('season') ?? undefined,
    year: params.get('year') ?? undefined,
    title: params.get('title') ?? undefined,
    gender: params.get('gender') ?? undefined,
  };
};

export type LineGroup = { title: string; lines: AssortmentProduct[] };
export type PlanGroups = { plan: PlanWithLines; groups: LineGroup[] };

/** Internal plans group by pillar (spec part 1 §3), in the plan's own line order, groups in order of first line. */
const groupsByPillar = (lines: readonly AssortmentProduct[]): LineGroup[] => {
  const groups = new Map<string, AssortmentProduct[]>();
  for (const line of [...lines].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const group = groups.get(line.pillar);
    if (group) group.push(line);
    else groups.set(line.pillar, [line]);
  }
  return [...groups].map(([title, groupLines]) => ({ title, lines: groupLines }));
};

/** The plans a browse tab (or divider) shows: the title (and gender) asked for, in the tab's regions, with their lines by pillar. */
export const useLibraryPlans = (channel: LibraryChannel, area: LibraryArea, query: LibraryQuery) => {
  const plans = useSeasonPlans(channel, query.season, query.year);
  const matching = useMemo(
    () =>
      (plans.data?.data ?? []).filter(
        (plan) =>
          plan.title.toLowerCase() === query.title?.toLowerCase() &&
          (!query.gender || plan.gender === query.gender) &&
          libraryAreaOfRegion(plan.region) === area,
      ),
    [plans.data, query.title, query.gender, area],
  );
  const loaded = usePlanLines(matching.map((plan) => plan._id));
  const groups: PlanGroups[] = useMemo(
    () => loaded.plans.map((plan) => ({ plan, groups: groupsByPillar(plan.products) })),
    [loaded.plans],
  );
  return {
    groups,
    loading: plans.isPending || loaded.pending,
    failed: plans.isError || loaded.failed,
    discovered: plans.data !== undefined,
  };
};
