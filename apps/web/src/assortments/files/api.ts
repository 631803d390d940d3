import type { AssortmentFile, CreateAssortmentFileRequest } from '@stride/domain';
import { api } from '../../shared/api/api-client';

/** POST /api/assortments/{id}/files: the file's record and the storage target to upload it to. */
export const announceAssortmentFile = (
  assortmentId: string,
  request: CreateAssortmentFileRequest,
  signal: AbortSignal,
) =>
  api.post<{ file: AssortmentFile; upload: { bucket: string; key: string } }>(
    `assortments/${encodeURIComponent(assortmentId)}/files`,
    request,
    { signal },
  );
