import {
  type AssortmentDocument,
  type AssortmentDocumentRequest,
  type DocumentFormat,
  type DocumentSchedule,
  type DocumentSchedulePatch,
  type DocumentScheduleRequest,
  documentSchedulePatchSchema,
  documentScheduleRequestSchema,
  type ShareDocumentRequest,
  shareDocumentRequestSchema,
} from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { checkedRequest } from '../shared/api/checked-request';
import { queryKeys } from '../shared/api/query-keys';

/** Counts the download among the usage figures the activity report reads (part 2 §7.2). */
export const recordDocumentExport = (request: AssortmentDocumentRequest, format: DocumentFormat) =>
  api
    .post('stats', {
      action: 'export',
      modelType: 'AssortmentDocument',
      data: {
        assortment: request.assortment,
        document: `${request.documentType.name} ${request.documentType.subType}`,
        format,
      },
    })
    .catch(() => undefined);

/** POST /api/assortment-documents/share/email/{xlsx|pdf}: made once, a link mailed to each recipient. */
export const shareAssortmentDocument = (format: DocumentFormat, request: ShareDocumentRequest) =>
  api.post<{ message: string; document: AssortmentDocument }>(
    `assortment-documents/share/email/${format}`,
    checkedRequest(shareDocumentRequestSchema, request, 'Document share'),
  );

export const useDocumentSchedules = () =>
  useQuery({
    queryKey: queryKeys.documents.schedules(),
    queryFn: ({ signal }) =>
      api.get<{ data: DocumentSchedule[] }>('assortment-documents/schedules', { signal }).then((answer) => answer.data),
  });

type ScheduleAnswer = { message: string; schedule: DocumentSchedule };
export const createDocumentSchedule = (request: DocumentScheduleRequest) =>
  api.post<ScheduleAnswer>(
    'assortment-documents/schedules',
    checkedRequest(documentScheduleRequestSchema, request, 'Document schedule create'),
  );
export const updateDocumentSchedule = (id: string, patch: DocumentSchedulePatch) =>
  api.patch<ScheduleAnswer>(
    `assortment-documents/schedules/${id}`,
    checkedRequest(documentSchedulePatchSchema, patch, 'Document schedule update'),
  );
export const deleteDocumentSchedule = (id: string) => api.delete(`assortment-documents/schedules/${id}`);
export const sendScheduledDocumentNow = (id: string) => api.post(`assortment-documents/schedules/${id}/run`);

/** The person's kept documents, asked again every 2 s while one is still being made. */
export const useKeptDocuments = () =>
  useQuery({
    queryKey: queryKeys.documents.kept(),
    queryFn: ({ signal }) =>
      api.get<{ data: AssortmentDocument[] }>('assortment-documents', { signal }).then((answer) => answer.data),
    refetchInterval: (query) => (query.state.data?.some((document) => document.state === 'started') ? 2_000 : false),
  });

export const deleteKeptDocument = (id: string) => api.delete(`assortment-documents/${id}`);

/** A kept document's file, saved by the browser from the server. */
export const keptDocumentFilePath = (id: string) => `/api/assortment-documents/${id}/file`;
