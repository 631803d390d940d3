import {
  type Assortment,
  type DigitalShowroomSettings,
  type Showroom,
  type ShowroomAnswer,
  type ShowroomSite,
  type ShowroomSiteAnswer,
  showroomOf,
} from '@stride/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

/** GET /api/assortments/{id}/showroom: groups, styles and lines in one answer, each line made whole. */
const fetchShowroom = async (id: string, signal?: AbortSignal): Promise<Showroom> =>
  showroomOf(await api.get<ShowroomAnswer>(`assortments/${encodeURIComponent(id)}/showroom`, { signal }));

/**
 * A showroom's data, kept until cleared (spec part 1 §5 "Static showroom data is cached per style
 * until cleared"): stepping between styles never asks the server again, and the buyer's Refresh
 * clears it.
 */
export const useShowroom = (id: string) =>
  useQuery({
    queryKey: queryKeys.showroom.detail(id),
    queryFn: ({ signal }) => fetchShowroom(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** Clears the kept showroom data so it is read afresh. */
export const clearShowroom = (queryClient: QueryClient, id: string) =>
  queryClient.resetQueries({ queryKey: queryKeys.showroom.detail(id) });

/** GET /api/showroom/sites/{site}: a season's showrooms. */
export const useShowroomSite = (site: ShowroomSite) =>
  useQuery({
    queryKey: queryKeys.showroom.site(site),
    queryFn: ({ signal }) => api.get<ShowroomSiteAnswer>(`showroom/sites/${site}`, { signal }),
    staleTime: 60_000,
  });

/** The assortment's header (no products) for its showroom settings page. */
export const useShowroomAssortment = (id: string) =>
  useQuery({
    queryKey: queryKeys.showroom.settings(id),
    queryFn: ({ signal }) =>
      api.get<Assortment>(`assortments/${encodeURIComponent(id)}`, { signal, query: { products: false } }),
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Saves the showroom settings into the assortment's uiSettings through PATCH /api/assortments/{id}. */
export const useSaveShowroomSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assortment, settings }: { assortment: Assortment; settings: DigitalShowroomSettings }) =>
      api.patch<Assortment>(`assortments/${encodeURIComponent(assortment._id)}`, {
        uiSettings: { ...assortment.uiSettings, digitalShowroomSettings: settings },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.showroom.settings(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assortments.detail(saved._id) });
      void queryClient.resetQueries({ queryKey: queryKeys.showroom.detail(saved._id) });
    },
  });
};
