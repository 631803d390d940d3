import {
  type CreateSampleRequest,
  nullsRestored,
  type Sample,
  type SampleBatchRequest,
  type SampleFilters,
  type SampleLibrary,
  type SampleTrackingEvent,
  type SampleTrackingRequest,
  type SampleTransferRequest,
  type SampleValidateAnswer,
  type SampleValues,
  sampleBatchRequestSchema,
  sampleNullableFields,
  sampleValidateRequestSchema,
} from '@stride/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportTable } from '../imports';
import { api } from '../shared/api/api-client';
import { checkedRequest } from '../shared/api/checked-request';

export const sampleKeys = {
  all: ['sampleInventory'] as const,
  tracking: (library: SampleLibrary, sampleId: string) => ['sampleInventory', 'tracking', library, sampleId] as const,
  autocomplete: (library: SampleLibrary, property: string, value: string) =>
    ['sampleInventory', 'autocomplete', library, property, value] as const,
};

/** The grid's filters: the keyword and one value per filter field. */
export type SampleGridFilters = Partial<Record<'keyword' | 'division' | 'status' | 'side', string>>;
export type SampleQuery = { library: SampleLibrary; filters: SampleGridFilters; sort?: string };

/** The grid's filters as the API's lists of values (export body). */
export const toSampleFilters = ({ keyword, ...fields }: SampleGridFilters): SampleFilters => ({
  ...(keyword ? { keyword } : {}),
  ...Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value ? [[key, [value]]] : []))),
});

const wholeSamples = nullsRestored(sampleNullableFields);

/** GET /api/sampleInventory/{subtype}: one block of the grid, the first with the total; sent without its nulls. */
export const fetchSamplePage = async (
  { library, filters, sort }: SampleQuery,
  page: { skip: number; limit: number },
  signal: AbortSignal,
) => {
  const answer = await api.get<{ data: Sample[]; totalCount?: number }>(`sampleInventory/${library}`, {
    query: { ...filters, ...(sort ? { sort } : {}), ...page, totalCount: page.skip === 0 ? 'true' : undefined },
    signal,
  });
  return { ...answer, data: wholeSamples(answer.data) };
};

/** PATCH …/batch/many: creates, edits and deletes in one transaction. */
export const sendSampleBatch = (library: SampleLibrary, request: SampleBatchRequest) =>
  api.patch<{ message: string; data: Sample[]; deleted: string[] }>(
    `sampleInventory/${library}/batch/many`,
    checkedRequest(sampleBatchRequestSchema, request, 'Sample inventory batch'),
  );

export const createSample = (request: CreateSampleRequest) => api.post<Sample>('sampleInventory', request);

/** The sheet's rows with their checks against the library (POST …/validate/{library}). */
export const validateSamples = (
  library: SampleLibrary,
  rows: { rowNumber: number; values: SampleValues }[],
): Promise<SampleValidateAnswer> =>
  api.post(
    `sampleInventory/validate/${library}`,
    checkedRequest(sampleValidateRequestSchema, { rows }, 'Sample inventory validation'),
  );

/** Reads an xlsx or CSV for the sample import, telling the rows read as it goes. */
export const readSampleImportFile = (file: File, onRowsRead: (rowsRead: number) => void) =>
  api.postWithProgress<ImportTable, { rowsRead: number }>('sampleInventory/import/read', file, ({ rowsRead }) =>
    onRowsRead(rowsRead),
  );

export const exportSamples = (
  library: SampleLibrary,
  body: { filters: SampleFilters; sort?: string; columns: string[] },
): Promise<Blob> => api.postForBlob(`sampleInventory/export/xlsx/${library}`, body);

/** Up to 10 values of a field starting with the typed text (filters offer them). */
export const useSampleAutocomplete = (library: SampleLibrary, property: string, value: string) =>
  useQuery({
    queryKey: sampleKeys.autocomplete(library, property, value),
    queryFn: ({ signal }) =>
      api.get<{ data: string[] }>(`sampleInventory/autocomplete/${library}/${property}/${encodeURIComponent(value)}`, {
        signal,
      }),
    enabled: value.trim().length > 0,
    staleTime: 30_000,
    select: (answer) => answer.data,
  });

export const useSampleTracking = (library: SampleLibrary, sampleId: string | null) =>
  useQuery({
    queryKey: sampleKeys.tracking(library, sampleId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ data: SampleTrackingEvent[] }>(`sampleInventoryTracking/${library}/${sampleId}`, { signal }),
    enabled: sampleId !== null,
    select: (answer) => answer.data,
  });

/** Records a rare out, a return or an inventory count; the histories shown ask again. */
export const useRecordTracking = (library: SampleLibrary) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SampleTrackingRequest) =>
      api.post<{ data: SampleTrackingEvent[] }>(`sampleInventoryTracking/${library}`, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleKeys.all }),
  });
};

export const useTransferSamples = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SampleTransferRequest) =>
      api.patch<{ message: string; data: Sample[] }>('sampleInventory/Sales/transfer', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleKeys.all }),
  });
};
