import {
  type Assortment,
  type AssortmentPatch,
  type AssortmentSortOption,
  type assortmentExportFileNames,
  assortmentPatchSchema,
  type CreateAssortmentRequest,
  type cloneAssortmentsAnswerSchema,
  cloneAssortmentsRequestSchema,
  createAssortmentRequestSchema,
  RECENT_LIST_LIMIT,
  type ReportRequest,
  type ReportRoute,
  type ReportSchedule,
  type ReportScheduleRequest,
} from '@stride/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api-client';
import { checkedRequest } from '../../shared/api/checked-request';
import { errorMessage } from '../../shared/api/error-message';
import { queryKeys } from '../../shared/api/query-keys';
import { toasts } from '../../shared/toasts/toast-store';
import { type AssortmentList, changeCachedRows, isWithin, type ListView, type RowChange } from './list-cache';

export type CloneAnswer = ReturnType<typeof cloneAssortmentsAnswerSchema.parse>;
export type ExportList = keyof typeof assortmentExportFileNames;
export type CloneRequest = { ids: string[]; userId?: string; title?: string };

/** GET /api/assortments: one list; recent holds the 20 newest (spec part 2 §7.3, §9.4). */
const fetchAssortmentList = (view: ListView, sort: AssortmentSortOption, signal?: AbortSignal) =>
  api.get<AssortmentList>('assortments', {
    query: { view, sort, limit: view === 'recent' ? RECENT_LIST_LIMIT : undefined },
    signal,
  });

/** A manager list; a failure says so in a toast (spec part 2 §8.3). */
export const useAssortmentList = (view: ListView, sort: AssortmentSortOption) => {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: queryKeys.assortments.list({ view, sort }),
    queryFn: ({ signal }) => fetchAssortmentList(view, sort, signal),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (list.error)
      toasts.show({
        type: 'error',
        message: t('assortmentManager.errors.load', { message: errorMessage(t, list.error) }),
      });
  }, [list.error, t]);
  return list;
};

/** Every change ends with the lists asked again: membership (starred, archived) is the server's. */
const useOptimisticMutation = <Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  changeOf: (variables: Variables) => RowChange | null,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: Variables) => {
      const change = changeOf(variables);
      if (!change) return { restore: () => undefined };
      await queryClient.cancelQueries({ queryKey: queryKeys.assortments.all });
      return { restore: changeCachedRows(queryClient, change) };
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.assortments.all }),
  });
};

/** Archiving sets the state too, unarchiving publishes (spec part 1 §4), as the server does. */
const archivedState = ({ archived }: AssortmentPatch): Partial<Assortment> =>
  archived === undefined ? {} : { state: archived ? 'Archived' : 'Published' };

/** PATCH /api/assortments/{id}: star, archive, status, title, move (last write wins). */
export const usePatchAssortment = () =>
  useOptimisticMutation(
    ({ id, patch }: { id: string; patch: AssortmentPatch }) =>
      api.patch<Assortment>(`assortments/${id}`, checkedRequest(assortmentPatchSchema, patch, 'Assortment update')),
    ({ id, patch }) =>
      patch.parentId === undefined
        ? (row) => (row._id === id ? ({ ...row, ...patch, ...archivedState(patch) } as Assortment) : row)
        : null,
  );

/** PATCH /api/assortments/archive: items, and folders with their contents. */
export const useArchiveAssortments = () =>
  useOptimisticMutation(
    ({ ids, archived }: { ids: string[]; archived: boolean }) =>
      api.patch<{ count: number; data: Assortment[] }>('assortments/archive', { ids, archived }),
    ({ ids, archived }) => {
      const chosen = new Set(ids);
      return (row) =>
        row.type === 'item' && isWithin(row, chosen) ? { ...row, archived, ...archivedState({ archived }) } : row;
    },
  );

/** DELETE /api/assortments/{id}: a folder goes with everything in it. */
export const useDeleteAssortment = () =>
  useOptimisticMutation(
    (id: string) => api.delete<{ message: string; count: number }>(`assortments/${id}`),
    (id) => {
      const chosen = new Set([id]);
      return (row) => (isWithin(row, chosen) ? null : row);
    },
  );

/** POST /api/assortments: a new assortment or folder. */
export const useCreateAssortment = () =>
  useOptimisticMutation(
    (request: CreateAssortmentRequest) =>
      api.post<Assortment>('assortments', checkedRequest(createAssortmentRequestSchema, request, 'Assortment create')),
    () => null,
  );

/** POST /api/assortments/cloneMany: duplicates for oneself or copies for someone else. */
export const useCloneAssortments = () =>
  useOptimisticMutation(
    (request: CloneRequest) =>
      api.post<CloneAnswer>(
        'assortments/cloneMany',
        checkedRequest(cloneAssortmentsRequestSchema, request, 'Assortment clone'),
      ),
    () => null,
  );

/** GET /api/assortments/export/{list}: the list as a workbook. */
export const fetchAssortmentExport = (list: ExportList, sort: AssortmentSortOption, signal?: AbortSignal) =>
  api.get<Blob>(`assortments/export/${list}`, { query: { sort }, responseType: 'blob', signal });

/** Exports are counted for usage reports (spec part 2 §7.2); a failure never bothers the user. */
export const recordExport = (list: ExportList) =>
  api.post('stats', { action: 'export', modelType: 'Assortment', data: { list } }).catch(() => undefined);

/** POST /api/assortments/admin/report/{reportRoute}: a report as a workbook (part 2 §7.3), cancellable. */
export const fetchReport = (route: ReportRoute, request: ReportRequest, signal: AbortSignal) =>
  api.postForBlob(`assortments/admin/report/${route}`, request, { signal });

/** The person's report schedules (part 1 §1 scheduled reports). */
export const useReportSchedules = () =>
  useQuery({
    queryKey: queryKeys.reports.schedules(),
    queryFn: ({ signal }) =>
      api
        .get<{ data: ReportSchedule[] }>('assortments/admin/report-schedules', { signal })
        .then((answer) => answer.data),
  });

export const createReportSchedule = (request: ReportScheduleRequest) =>
  api.post<{ message: string; schedule: ReportSchedule }>('assortments/admin/report-schedules', request);
export const deleteReportSchedule = (id: string) => api.delete(`assortments/admin/report-schedules/${id}`);
export const sendReportNow = (id: string) => api.post(`assortments/admin/report-schedules/${id}/run`);
