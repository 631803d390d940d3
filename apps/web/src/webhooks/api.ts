import type { Webhook, WebhookCreate, WebhookCreated, WebhookDelivery, WebhookUpdate } from '@stride/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

export const useWebhooks = () =>
  useQuery({ queryKey: queryKeys.webhooks.all, queryFn: ({ signal }) => api.get<Webhook[]>('webhooks', { signal }) });

/** An endpoint's last 100 deliveries; read again every few seconds while open, as a test ping goes out. */
export const useWebhookDeliveries = (webhookId: string) =>
  useQuery({
    queryKey: queryKeys.webhooks.deliveries(webhookId),
    queryFn: ({ signal }) => api.get<WebhookDelivery[]>(`webhooks/${webhookId}/deliveries`, { signal }),
    refetchInterval: 3_000,
  });

const useWebhookMutation = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
};

/** POST /api/webhooks: the answer holds the signing secret, which is never shown again. */
export const useCreateWebhook = () =>
  useWebhookMutation((request: WebhookCreate) => api.post<WebhookCreated>('webhooks', request));

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...request }: WebhookUpdate & { id: string }) =>
    api.patch<Webhook>(`webhooks/${id}`, request),
  );

export const useDeleteWebhook = () => useWebhookMutation((id: string) => api.delete<null>(`webhooks/${id}`));

export const useSendTestWebhook = () =>
  useWebhookMutation((id: string) => api.post<{ eventId: string }>(`webhooks/${id}/test`, {}));
