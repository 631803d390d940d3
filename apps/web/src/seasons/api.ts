import type {
  CreateSeasonFileRequest,
  CreateSeasonRequest,
  SeasonAnswer,
  SeasonChannel,
  SeasonStatus,
  SeasonSubRoute,
  UpdateSeasonRequest,
} from '@stride/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, api } from '../shared/api/api-client';
import { errorMessage } from '../shared/api/error-message';
import { queryKeys } from '../shared/api/query-keys';
import { toasts } from '../shared/toasts/toast-store';

const seasonPath = (id: string) => `assortmentSeasons/${encodeURIComponent(id)}`;

/** A refusal the seasons screens can say in the user's words (messageData.reason), else the usual message. */
export const seasonErrorMessage = (t: TFunction, error: unknown): string => {
  const data = error instanceof ApiRequestError ? error.body?.messageData : undefined;
  const reason = typeof data?.reason === 'string' ? data.reason : undefined;
  return reason
    ? t(`seasons.errors.${reason}`, { ...data, defaultValue: errorMessage(t, error) })
    : errorMessage(t, error);
};

/** GET /api/assortmentSeasons/{channel}/{subRoute}; a failure says 'Cannot load …' with the path (spec part 2 §8.3). */
export const useSeasons = (channel: SeasonChannel, subRoute: SeasonSubRoute) => {
  const { t } = useTranslation();
  const path = `assortmentSeasons/${channel}/${subRoute}`;
  const seasons = useQuery({
    queryKey: queryKeys.seasons.list(channel, subRoute),
    queryFn: ({ signal }) => api.get<SeasonAnswer[]>(path, { signal }),
  });
  useEffect(() => {
    if (seasons.error)
      toasts.show({
        type: 'error',
        message: t('seasons.errors.load', { path: `/api/${path}`, message: errorMessage(t, seasons.error) }),
      });
  }, [seasons.error, path, t]);
  return seasons;
};

/** The season writes of the manager; each one reads the lists again. */
export const useSeasonWrites = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.seasons.all });
  const create = useMutation({
    mutationFn: (request: CreateSeasonRequest) => api.post<SeasonAnswer>('assortmentSeasons', request),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...request }: UpdateSeasonRequest & { id: string }) =>
      api.patch<SeasonAnswer>(seasonPath(id), request),
    onSuccess: refresh,
  });
  const setSetState = useMutation({
    mutationFn: ({ seasonId, seasonSetId, state }: { seasonId: string; seasonSetId: string; state: SeasonStatus }) =>
      api.patch<SeasonAnswer>(`${seasonPath(seasonId)}/${encodeURIComponent(seasonSetId)}`, { state }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<null>(seasonPath(id)),
    onSuccess: refresh,
  });
  return { create, update, setSetState, remove, refresh };
};

/** POST /api/assortmentSeasons/{id}/files: where to upload a season's cover or customer logo. */
export const announceSeasonFile = (seasonId: string, request: CreateSeasonFileRequest, signal: AbortSignal) =>
  api.post<{ upload: { bucket: string; key: string } }>(`${seasonPath(seasonId)}/files`, request, { signal });
