import type {
  Asset,
  ConferenceAdTab,
  ConferenceCategoryTab,
  ConferenceItem,
  ConferenceItemRequest,
  ConferencePictureRequest,
  ConferenceProduct,
  ConferenceSite,
  ConferenceSiteContent,
} from '@stride/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';

/** Query keys of the conference microsites. */
const conferenceKeys = {
  all: ['conference'] as const,
  content: (site: ConferenceSite) => ['conference', site, 'content'] as const,
  sessions: (site: ConferenceSite) => ['conference', site, 'sessions'] as const,
  ads: (site: ConferenceSite, route: 'ads' | 'advertising', tab: ConferenceAdTab) =>
    ['conference', site, route, tab] as const,
  products: (site: ConferenceSite, tab: ConferenceCategoryTab) => ['conference', site, 'categories', tab] as const,
};

/** A site's load: its welcome text, marketing, catalogs and retail openings. */
export const useConferenceContent = (site: ConferenceSite) =>
  useQuery({
    queryKey: conferenceKeys.content(site),
    queryFn: () => api.get<ConferenceSiteContent>(`conference/${site}`),
    staleTime: 5 * 60_000,
  });

/** Whether the site's data is loaded (a loaded site's landing needs it, spec part 1 §2). */
export const isConferenceLoaded = (queryClient: QueryClient, site: ConferenceSite) =>
  queryClient.getQueryData(conferenceKeys.content(site)) !== undefined;

export const useConferenceSessions = (site: ConferenceSite) =>
  useQuery({
    queryKey: conferenceKeys.sessions(site),
    queryFn: () => api.get<ConferenceItem[]>(`conference/${site}/sessions`),
  });

/** An ads (dashboard part) or advertising tab: the advertising library's assets of the year's tab. */
export const useConferenceAds = (site: ConferenceSite, route: 'ads' | 'advertising', tab: ConferenceAdTab) =>
  useQuery({
    queryKey: conferenceKeys.ads(site, route, tab),
    queryFn: () => api.get<Asset[]>(`conference/${site}/${route}`, { query: { tab } }),
  });

export const useConferenceProducts = (site: ConferenceSite, tab: ConferenceCategoryTab) =>
  useQuery({
    queryKey: conferenceKeys.products(site, tab),
    queryFn: () => api.get<ConferenceProduct[]>(`conference/${site}/categories`, { query: { tab } }),
  });

/** Where to upload an item's picture; the item takes it when saved with its key. */
export const announceConferencePicture = (
  site: ConferenceSite,
  request: ConferencePictureRequest,
  signal: AbortSignal,
) => api.post<{ upload: { bucket: string; key: string } }>(`conference/${site}/pictures`, request, { signal });

/** Deletes a picture uploaded in a dialog that the item was not saved with. */
export const discardConferencePicture = (site: ConferenceSite, key: string) =>
  api.delete(`conference/${site}/pictures`, { query: { key } });

/** Editors' writes; each refreshes the site's pages. */
export const useConferenceItemMutations = (site: ConferenceSite) => {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: conferenceKeys.content(site) }),
      queryClient.invalidateQueries({ queryKey: conferenceKeys.sessions(site) }),
    ]);
  const save = useMutation({
    mutationFn: ({ _id, fields }: { _id?: string; fields: ConferenceItemRequest }) =>
      _id
        ? api.patch<ConferenceItem>(`conference/${site}/items/${_id}`, fields)
        : api.post<ConferenceItem>(`conference/${site}/items`, fields),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (_id: string) => api.delete(`conference/${site}/items/${_id}`),
    onSuccess,
  });
  return { save, remove };
};
