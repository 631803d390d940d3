import {
  type SavedSearch,
  type SaveSearchRequest,
  type ShareSearchRequest,
  saveSearchRequestSchema,
  shareSearchRequestSchema,
} from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { checkedRequest } from '../shared/api/checked-request';
import { queryKeys } from '../shared/api/query-keys';

/** Spec part 2 §7.16: a search mailed as a link to its page and filters. */
export const shareSearch = (request: Omit<ShareSearchRequest, 'bccRecipients'> & { bccRecipients: string[] }) =>
  api.post('searches/share', checkedRequest(shareSearchRequestSchema, request, 'Search share'));

export const useSavedSearches = () =>
  useQuery({
    queryKey: queryKeys.searches.saved,
    queryFn: ({ signal }) => api.get<SavedSearch[]>('searches/saved', { signal }),
  });

export const saveSearch = (request: SaveSearchRequest) =>
  api.post<SavedSearch>('searches/saved', checkedRequest(saveSearchRequestSchema, request, 'Saved search'));

export const deleteSavedSearch = (id: string) => api.delete(`searches/saved/${encodeURIComponent(id)}`);
