import type { Announcement, AnnouncementCreate, AnnouncementPatch } from '@stride/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

export const useAnnouncementFeed = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.announcements.feed,
    queryFn: () => api.get<Announcement[]>('charts', { query: { published: true } }),
    enabled,
  });

/** Every announcement, published or not, for the editors. */
export const useAnnouncementList = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.announcements.list,
    queryFn: () => api.get<Announcement[]>('charts'),
    enabled,
  });

/**
 * Create, change and delete (spec part 2 §7.9). Each refreshes the feed and the list, so an
 * announcement that becomes unpublished (or is deleted) leaves the dashboard at once.
 */
export const useAnnouncementMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.announcements.all });
  const save = useMutation({
    mutationFn: ({ _id, fields }: { _id?: string; fields: AnnouncementCreate & AnnouncementPatch }) =>
      _id ? api.patch(`charts/${_id}`, fields) : api.post('assets/AdvertisingAsset/announcement', fields),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (_id: string) => api.delete(`charts/${_id}`), onSuccess });
  return { save, remove };
};

export const fetchAnnouncementPdf = (_id: string, language: string) =>
  api.postForBlob('assets/AdvertisingAsset/announcement/download/pdf', { _id, language });
