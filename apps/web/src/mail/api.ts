import type { OutboxPage } from '@stride/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

export const OUTBOX_PAGE_SIZE = 25;

export const useOutbox = (page: number) =>
  useQuery({
    queryKey: queryKeys.mail.outbox(page),
    queryFn: ({ signal }) =>
      api.get<OutboxPage>('mail/outbox', { query: { skip: page * OUTBOX_PAGE_SIZE, limit: OUTBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
