import type {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryStatus,
  WebhookEndpointDto,
} from '@boonies/contracts/webhooks';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys } from '@/lib/query-keys';

/** What the delivery log can be narrowed to: every delivery, or those that need an admin's look. */
export type DeliveryFilter = 'all' | Extract<WebhookDeliveryStatus, 'failed' | 'dead'>;

/** How often what shows deliveries on their way is read again, to see them land without a reload. */
export const DELIVERY_POLL_MS = 3_000;

/** The path parameters of an endpoint's routes (`/api/admin/webhooks/{id}/…`). */
function endpointParams(id: string) {
  return { params: { path: { id } } };
}

export function fetchWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpointDto[]> {
  return api.GET('/api/admin/webhooks', { signal });
}

/** Every registered endpoint, with its health; read again every few seconds while deliveries are on their way. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: adminKeys.webhookEndpoints(),
    queryFn: ({ signal }) => fetchWebhookEndpoints(signal),
    refetchInterval: (query) =>
      query.state.data?.some((endpoint) => endpoint.pendingDeliveries > 0) ? DELIVERY_POLL_MS : false,
  });
}

export function fetchDeliveryPage(
  endpointId: string,
  filter: DeliveryFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<WebhookDeliveryPageDto> {
  const status = filter === 'all' ? undefined : filter;
  return api.GET('/api/admin/webhooks/{id}/deliveries', {
    params: { path: { id: endpointId }, query: { status, cursor: cursor ?? undefined } },
    signal,
  });
}

/**
 * An endpoint's deliveries, newest first, a page at a time. Refreshed every few seconds while any shown is
 * still on its way, so a retry or a replay is seen to land without a reload.
 */
export function useWebhookDeliveries(endpointId: string, filter: DeliveryFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.webhookDeliveries(endpointId, filter),
    queryFn: ({ pageParam, signal }) => fetchDeliveryPage(endpointId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) => (hasPending(query.state.data) ? DELIVERY_POLL_MS : false),
  });
}

function hasPending(data: InfiniteData<WebhookDeliveryPageDto> | undefined): boolean {
  return Boolean(data?.pages.some((page) => page.deliveries.some(({ status }) => status === 'pending')));
}

/** The endpoints list and every delivery log: what any change to an endpoint or a delivery can move. */
function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks() });
}

export function useCreateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (fields: CreateWebhookEndpointDto) => api.POST('/api/admin/webhooks', { body: fields }),
    onSuccess: refresh,
  });
}

export function useUpdateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: UpdateWebhookEndpointDto }) =>
      api.PATCH('/api/admin/webhooks/{id}', { ...endpointParams(id), body: fields }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/admin/webhooks/{id}', endpointParams(id)),
    onSuccess: refresh,
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ id, graceSeconds }: { id: string; graceSeconds: number }) =>
      api.POST('/api/admin/webhooks/{id}/rotate-secret', { ...endpointParams(id), body: { graceSeconds } }),
    onSuccess: refresh,
  });
}

export function useSendWebhookTest() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/admin/webhooks/{id}/test', endpointParams(id)),
    onSuccess: refresh,
  });
}

type DeliveryLogData = InfiniteData<WebhookDeliveryPageDto>;

/**
 * Marks loaded deliveries of an endpoint as queued again at once, in every filter's log; returns how to put
 * them back if the server refuses.
 */
function useOptimisticRequeue() {
  const queryClient = useQueryClient();
  return async (endpointId: string, requeued: (delivery: WebhookDeliveryDto) => boolean) => {
    const logs = adminKeys.webhookDeliveryLogs(endpointId);
    await queryClient.cancelQueries({ queryKey: logs });
    const before = queryClient.getQueriesData<DeliveryLogData>({ queryKey: logs });
    queryClient.setQueriesData<DeliveryLogData>({ queryKey: logs }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              deliveries: page.deliveries.map((delivery) =>
                requeued(delivery)
                  ? { ...delivery, status: 'pending' as const, nextAttemptAt: null }
                  : delivery,
              ),
            })),
          }
        : data,
    );
    return () => before.forEach(([key, data]) => queryClient.setQueryData(key, data));
  };
}

/** Sends a failed or dead delivery again (same `webhook-id`, fresh attempts); the row shows it queued at once. */
export function useReplayWebhookDelivery() {
  const refresh = useRefreshWebhooks();
  const requeue = useOptimisticRequeue();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      api.POST('/api/admin/webhooks/{id}/deliveries/{deliveryId}/replay', {
        params: { path: { id: endpointId, deliveryId } },
      }),
    onMutate: ({ endpointId, deliveryId }) => requeue(endpointId, (delivery) => delivery.id === deliveryId),
    onError: (_error, _replay, undo) => undo?.(),
    onSettled: refresh,
  });
}

/** Sends every dead delivery of an endpoint again; the dead rows shown turn pending at once. */
export function useReplayDeadWebhookDeliveries() {
  const refresh = useRefreshWebhooks();
  const requeue = useOptimisticRequeue();
  return useMutation({
    mutationFn: (endpointId: string) =>
      api.POST('/api/admin/webhooks/{id}/deliveries/replay-dead', endpointParams(endpointId)),
    onMutate: (endpointId) => requeue(endpointId, (delivery) => delivery.status === 'dead'),
    onError: (_error, _endpointId, undo) => undo?.(),
    onSettled: refresh,
  });
}
