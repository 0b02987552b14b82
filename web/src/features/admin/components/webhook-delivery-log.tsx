import {
  WEBHOOK_REPLAYABLE_STATUSES,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@boonies/contracts/webhooks';
import { ArrowLeft, Inbox, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { formatFullTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { BREAKPOINTS, useMediaQuery } from '@/lib/use-media-query';
import { ADMIN_MESSAGES } from '../admin-messages';
import {
  useReplayDeadWebhookDeliveries,
  useReplayWebhookDelivery,
  useWebhookDeliveries,
  type DeliveryFilter,
} from '../api/webhooks';
import { DELIVERY_STATUS_LABELS, deliveryTypeLabel } from '../webhook-labels';

const FILTERS: { value: DeliveryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'dead', label: 'Dead' },
];

const EMPTY_TEXT: Record<DeliveryFilter, string> = {
  all: ADMIN_MESSAGES.noWebhookDeliveries,
  failed: 'No failed deliveries',
  dead: 'No dead deliveries',
};

/** What a replay button says to a screen reader: which delivery it sends again. */
function replayLabel(delivery: WebhookDeliveryDto): string {
  return `Replay ${deliveryTypeLabel(delivery.eventType)} of ${formatFullTime(delivery.createdAt)}`;
}

/**
 * One endpoint's deliveries, newest first: what was sent, how it went and when it is tried next. A failed
 * or dead delivery can be sent again, one at a time or every dead one at once; the rows show it queued at
 * once, and the outcome is announced politely.
 */
export function WebhookDeliveryLog({
  endpoint,
  onBack,
}: {
  endpoint: WebhookEndpointDto;
  onBack: () => void;
}) {
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const log = useWebhookDeliveries(endpoint.id, filter);
  const replay = useReplayWebhookDelivery();
  const replayDead = useReplayDeadWebhookDeliveries();
  const [announcement, setAnnouncement] = useState('');
  const wide = useMediaQuery(BREAKPOINTS.md);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];

  function onReplay(delivery: WebhookDeliveryDto) {
    setAnnouncement('Sending the delivery again…');
    replay.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () => setAnnouncement(ADMIN_MESSAGES.webhookReplayed),
        onError: (failure) => {
          setAnnouncement('');
          toast.error(ADMIN_MESSAGES.replayWebhookFailed, { description: serverMessageOf(failure) });
        },
      },
    );
  }

  function onReplayDead() {
    setAnnouncement('Sending the dead deliveries again…');
    replayDead.mutate(endpoint.id, {
      onSuccess: ({ replayed }) => setAnnouncement(ADMIN_MESSAGES.webhookDeadReplayed(replayed)),
      onError: (failure) => {
        setAnnouncement('');
        toast.error(ADMIN_MESSAGES.replayWebhookFailed, { description: serverMessageOf(failure) });
      },
    });
  }

  const replaying = (delivery: WebhookDeliveryDto) =>
    replay.isPending && replay.variables.deliveryId === delivery.id;

  return (
    <section aria-labelledby="webhook-log-heading" className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to endpoints
        </Button>
        <h2
          id="webhook-log-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          Delivery log
        </h2>
        <p className="break-all font-mono text-sm text-muted-foreground">{endpoint.url}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show" className="flex gap-1">
          {FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'secondary' : 'ghost'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </div>
        {endpoint.deadDeliveries > 0 && (
          <Button size="sm" variant="outline" isLoading={replayDead.isPending} onClick={onReplayDead}>
            {!replayDead.isPending && <RotateCcw aria-hidden />}
            Replay all dead ({endpoint.deadDeliveries})
          </Button>
        )}
      </div>
      {/* Mounted from the start, so each change of its text is announced. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {log.isPending ? (
        <Spinner label="Loading deliveries..." />
      ) : log.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadWebhookDeliveriesFailed}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : deliveries.length === 0 ? (
        <EmptyState icon={Inbox} title={EMPTY_TEXT[filter]} />
      ) : (
        <>
          {wide ? (
            <DeliveriesTable
              deliveries={deliveries}
              caption={`Deliveries to ${endpoint.url}`}
              replaying={replaying}
              onReplay={onReplay}
            />
          ) : (
            <ul aria-label={`Deliveries to ${endpoint.url}`} className="grid gap-2">
              {deliveries.map((delivery) => (
                <li key={delivery.id}>
                  <DeliveryCard delivery={delivery} replaying={replaying(delivery)} onReplay={onReplay} />
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton pages={log} className="justify-self-center">
            Load older deliveries
          </LoadMoreButton>
        </>
      )}
    </section>
  );
}

function StatusBadge({ delivery }: { delivery: WebhookDeliveryDto }) {
  const { label, variant, className } = DELIVERY_STATUS_LABELS[delivery.status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}

function responseText({ lastResponseStatus, attempts }: WebhookDeliveryDto): string {
  if (lastResponseStatus !== null) return String(lastResponseStatus);
  return attempts === 0 ? 'Not sent yet' : 'No answer';
}

function latencyText({ latencyMs }: WebhookDeliveryDto): string {
  return latencyMs === null ? '—' : `${latencyMs} ms`;
}

function NextAttempt({ delivery }: { delivery: WebhookDeliveryDto }) {
  if (!delivery.nextAttemptAt || delivery.status !== 'pending') return <>—</>;
  return <time dateTime={delivery.nextAttemptAt}>{formatFullTime(delivery.nextAttemptAt)}</time>;
}

function ReplayButton({
  delivery,
  replaying,
  onReplay,
}: {
  delivery: WebhookDeliveryDto;
  replaying: boolean;
  onReplay: (delivery: WebhookDeliveryDto) => void;
}) {
  if (!WEBHOOK_REPLAYABLE_STATUSES.includes(delivery.status) && !replaying) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={replayLabel(delivery)}
      isLoading={replaying}
      onClick={() => onReplay(delivery)}
    >
      {!replaying && <RotateCcw aria-hidden />}
      Replay
    </Button>
  );
}

const HEADERS = ['Event', 'Time', 'Status', 'Attempts', 'Response', 'Latency', 'Next attempt'] as const;

function DeliveriesTable({
  deliveries,
  caption,
  replaying,
  onReplay,
}: {
  deliveries: WebhookDeliveryDto[];
  caption: string;
  replaying: (delivery: WebhookDeliveryDto) => boolean;
  onReplay: (delivery: WebhookDeliveryDto) => void;
}) {
  return (
    // Focusable, so the columns can be scrolled from the keyboard when the screen is narrower than them.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="min-w-0 overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                {deliveryTypeLabel(delivery.eventType)}
              </th>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={delivery.createdAt}>{formatFullTime(delivery.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <StatusBadge delivery={delivery} />
                {delivery.lastError && delivery.status !== 'succeeded' && (
                  <p className="mt-1 max-w-56 text-xs text-muted-foreground">{delivery.lastError}</p>
                )}
              </td>
              <td className="px-3 py-2 tabular-nums">{delivery.attempts}</td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{responseText(delivery)}</td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{latencyText(delivery)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <NextAttempt delivery={delivery} />
              </td>
              <td className="px-3 py-2">
                <ReplayButton delivery={delivery} replaying={replaying(delivery)} onReplay={onReplay} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A delivery on a phone: the table's row as a card, each figure named. */
function DeliveryCard({
  delivery,
  replaying,
  onReplay,
}: {
  delivery: WebhookDeliveryDto;
  replaying: boolean;
  onReplay: (delivery: WebhookDeliveryDto) => void;
}) {
  const figures: [string, ReactNode][] = [
    ['Attempts', delivery.attempts],
    ['Response', responseText(delivery)],
    ['Latency', latencyText(delivery)],
    ['Next attempt', <NextAttempt key="next" delivery={delivery} />],
  ];
  return (
    <Card className="grid gap-2 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{deliveryTypeLabel(delivery.eventType)}</p>
        <StatusBadge delivery={delivery} />
      </div>
      <p className="text-muted-foreground">
        <time dateTime={delivery.createdAt}>{formatFullTime(delivery.createdAt)}</time>
      </p>
      {delivery.lastError && delivery.status !== 'succeeded' && (
        <p className="text-xs text-muted-foreground">{delivery.lastError}</p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {figures.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="justify-self-start">
        <ReplayButton delivery={delivery} replaying={replaying} onReplay={onReplay} />
      </div>
    </Card>
  );
}
