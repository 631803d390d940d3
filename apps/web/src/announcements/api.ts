import type { Announcement } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

export const useAnnouncementFeed = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.announcements.feed,
    queryFn: () => api.get<Announcement[]>('charts', { query: { published: true } }),
    enabled,
  });
