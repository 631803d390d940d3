import type { SavedSearch, SaveSearchRequest, ShareSearchRequest } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

/** Spec part 2 §7.16: a search mailed as a link to its page and filters. */
export const shareSearch = (request: Omit<ShareSearchRequest, 'bccRecipients'> & { bccRecipients: string[] }) =>
  api.post('searches/share', request);

export const useSavedSearches = () =>
  useQuery({
    queryKey: queryKeys.searches.saved,
    queryFn: ({ signal }) => api.get<SavedSearch[]>('searches/saved', { signal }),
  });

export const saveSearch = (request: SaveSearchRequest) => api.post<SavedSearch>('searches/saved', request);

export const deleteSavedSearch = (id: string) => api.delete(`searches/saved/${encodeURIComponent(id)}`);
