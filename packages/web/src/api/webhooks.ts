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
import { request } from './client';

export type Webhook = Camelize<Wire>;
export type WebhookListItem = Camelize<WireItem>;
export type WebhookTestResult = Camelize<WireTest>;
export type WebhookPage = { webhooks: WebhookListItem[]; pagination: Pagination };
export type WebhookDelivery = Camelize<WireDelivery>;

export function useWebhookList(cursor: string | null) {
  return useQuery({
    queryKey: ['webhooks', 'list', { cursor }],
    queryFn: ({ signal }) => request<WebhookPage>('/webhooks', { signal, query: { cursor: cursor ?? undefined, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function useWebhook(id: number) {
  return useQuery({ queryKey: ['webhooks', id], queryFn: ({ signal }) => request<Webhook>(`/webhooks/${id}`, { signal }), enabled: id > 0 });
}

export function useSaveWebhook(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookBody) =>
      id
        ? request<Webhook>(`/webhooks/${id}`, { method: 'PUT', body: { json: body } })
        : request<Webhook>('/webhooks', { method: 'POST', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['webhooks'] }),
    meta: { inline: true },
  });
}

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

/** The delivery log, newest first; refreshed every 5 s while open (pending ones move on). */
export function useWebhookDeliveries(id: number, cursor: string | null) {
  return useQuery({
    queryKey: ['webhooks', id, 'deliveries', { cursor }],
    queryFn: ({ signal }) =>
      request<{ deliveries: WebhookDelivery[]; pagination: Pagination }>(`/webhooks/${id}/deliveries`, {
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
    mutationFn: (deliveryId: string) => request<void>(`/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['webhooks', id, 'deliveries'] }),
  });
}

export function useTestWebhook(id: number) {
  return useMutation({ mutationFn: () => request<WebhookTestResult>(`/webhooks/${id}/test`, { method: 'POST' }) });
}
