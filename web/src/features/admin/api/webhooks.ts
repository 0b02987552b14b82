import type {
  CreateWebhookEndpointDto,
  DeletedWebhookEndpointDto,
  ReplayDeadWebhookDeliveriesResultDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryStatus,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
} from '@boonies/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** What the delivery log can be narrowed to: every delivery, or those that need an admin's look. */
export type DeliveryFilter = 'all' | Extract<WebhookDeliveryStatus, 'failed' | 'dead'>;

const ENDPOINTS = '/api/admin/webhooks';

/** How often what shows deliveries on their way is read again, to see them land without a reload. */
export const DELIVERY_POLL_MS = 3_000;

function endpointPath(id: string): string {
  return `${ENDPOINTS}/${encodeURIComponent(id)}`;
}

export function fetchWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpointDto[]> {
  return apiClient.get<WebhookEndpointDto[]>(ENDPOINTS, { signal });
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
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiClient.get<WebhookDeliveryPageDto>(
    `${endpointPath(endpointId)}/deliveries${query ? `?${query}` : ''}`,
    { signal },
  );
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
    mutationFn: (fields: CreateWebhookEndpointDto) =>
      apiClient.post<WebhookEndpointWithSecretDto>(ENDPOINTS, fields),
    onSuccess: refresh,
  });
}

export function useUpdateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: UpdateWebhookEndpointDto }) =>
      apiClient.patch<WebhookEndpointDto>(endpointPath(id), fields),
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<DeletedWebhookEndpointDto>(endpointPath(id)),
    onSuccess: refresh,
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ id, graceSeconds }: { id: string; graceSeconds: number }) =>
      apiClient.post<WebhookEndpointWithSecretDto>(`${endpointPath(id)}/rotate-secret`, { graceSeconds }),
    onSuccess: refresh,
  });
}

export function useSendWebhookTest() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<WebhookDeliveryDto>(`${endpointPath(id)}/test`),
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
      apiClient.post<WebhookDeliveryDto>(
        `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
      ),
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
      apiClient.post<ReplayDeadWebhookDeliveriesResultDto>(
        `${endpointPath(endpointId)}/deliveries/replay-dead`,
      ),
    onMutate: (endpointId) => requeue(endpointId, (delivery) => delivery.status === 'dead'),
    onError: (_error, _endpointId, undo) => undo?.(),
    onSettled: refresh,
  });
}
