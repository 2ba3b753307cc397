import type {
  Camelize,
  Pagination,
  Webhook as Wire,
  WebhookDelivery as WireDelivery,
  WebhookListItem as WireItem,
  WebhookTestResult as WireTest,
} from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookBody } from '../lib/webhookForm';
import { api } from './operations';

export type Webhook = Camelize<Wire>;
export type WebhookListItem = Camelize<WireItem>;
export type WebhookTestResult = Camelize<WireTest>;
export type WebhookPage = { webhooks: WebhookListItem[]; pagination: Pagination };
export type WebhookDelivery = Camelize<WireDelivery>;

export function useWebhookList(cursor: string | null) {
  return useQuery({
    queryKey: ['webhooks', 'list', { cursor }],
    queryFn: ({ signal }) => api.get('/webhooks', { signal, query: { cursor: cursor ?? undefined, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function useWebhook(id: number) {
  return useQuery({
    queryKey: ['webhooks', id],
    queryFn: ({ signal }) => api.get('/webhooks/{webhook_id}', { path: { webhook_id: id }, signal }),
    enabled: id > 0,
  });
}

export function useSaveWebhook(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookBody) =>
      id ? api.put('/webhooks/{webhook_id}', { path: { webhook_id: id }, json: body }) : api.post('/webhooks', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['webhooks'] }),
    meta: { inline: true },
  });
}

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/webhooks/{webhook_id}', { path: { webhook_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

/** The delivery log, newest first; refreshed every 5 s while open (pending ones move on). */
export function useWebhookDeliveries(id: number, cursor: string | null) {
  return useQuery({
    queryKey: ['webhooks', id, 'deliveries', { cursor }],
    queryFn: ({ signal }) =>
      api.get('/webhooks/{webhook_id}/deliveries', {
        path: { webhook_id: id },
        signal,
        query: { cursor: cursor ?? undefined, limit: 20 },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

export function useRedeliver(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post('/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver', { path: { webhook_id: id, delivery_id: deliveryId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['webhooks', id, 'deliveries'] }),
  });
}

export function useTestWebhook(id: number) {
  return useMutation({ mutationFn: () => api.post('/webhooks/{webhook_id}/test', { path: { webhook_id: id } }) });
}
