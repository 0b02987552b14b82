import {
  WEBHOOK_ROTATION_GRACE_MAX_SECONDS,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
} from '@boonies/contracts/webhooks';
import { KeyRound, ListChecks, Pencil, Plus, Send, Trash2, Webhook } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { serverMessageOf } from '@/lib/api-client';
import { countOf, formatFullTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES } from '../admin-messages';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/webhooks';
import { DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS } from '../webhook-labels';
import type { WebhookEndpointFields } from '../webhook-rules';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecretDialog, type ShownSecret } from './webhook-secret-dialog';

/** What the endpoint dialog edits: a new endpoint, or an existing one. */
type Editing = { endpoint: WebhookEndpointDto | null } | null;

/**
 * How long the rotated-out secret keeps signing beside the new one: the admin's choice, a day unless changed.
 * None stops it at once, for a secret that leaked.
 */
const GRACE_CHOICES = [
  { seconds: 0, label: 'Not at all: it leaked' },
  { seconds: 60 * 60, label: '1 hour' },
  { seconds: 24 * 60 * 60, label: '1 day' },
  { seconds: WEBHOOK_ROTATION_GRACE_MAX_SECONDS, label: '7 days' },
] as const;
const DEFAULT_GRACE_SECONDS = GRACE_CHOICES[2].seconds;

/**
 * Webhooks: the systems outside The Boonies told of its public events (a shop's loyalty points, a park's
 * display), each with its health, and the log of what was delivered to it.
 */
export function WebhooksTab() {
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<Editing>(null);
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  // The log's button to return focus to when the admin comes back from a delivery log.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const shownLog = logOf ? endpoints.data?.find((endpoint) => endpoint.id === logOf) : undefined;

  if (shownLog) {
    return (
      <WebhookDeliveryLog
        endpoint={shownLog}
        onBack={() => {
          setReturnTo(shownLog.id);
          setLogOf(null);
        }}
      />
    );
  }

  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="webhooks-heading" className="text-lg font-semibold">
            Webhooks
          </h2>
          <p className="text-sm text-muted-foreground">
            Signed deliveries of public events to systems outside The Boonies.
          </p>
        </div>
        <Button onClick={() => setEditing({ endpoint: null })}>
          <Plus aria-hidden />
          Add endpoint
        </Button>
      </div>
      {endpoints.isPending ? (
        <Spinner label="Loading webhook endpoints..." />
      ) : endpoints.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadWebhooksFailed}
          onRetry={() => void endpoints.refetch()}
          isRetrying={endpoints.isFetching}
        />
      ) : endpoints.data.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title={ADMIN_MESSAGES.noWebhooks}
          description="Add an endpoint to tell another system when tricks are verified, games are won and more."
        />
      ) : (
        <ul aria-label="Webhook endpoints" className="grid gap-3">
          {endpoints.data.map((endpoint) => (
            <li key={endpoint.id}>
              <EndpointCard
                endpoint={endpoint}
                focusLogButton={returnTo === endpoint.id}
                onShowLog={() => setLogOf(endpoint.id)}
                onEdit={() => setEditing({ endpoint })}
                onRotate={() => setRotating(endpoint)}
                onDelete={() => setDeleting(endpoint)}
              />
            </li>
          ))}
        </ul>
      )}
      <EndpointDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(created) =>
          setShownSecret({
            url: created.url,
            secret: created.secret,
            kind: 'created',
            previousSecretUntil: null,
          })
        }
      />
      <RotateSecretDialog
        endpoint={rotating}
        onClose={() => setRotating(null)}
        onRotated={(rotated) =>
          setShownSecret({
            url: rotated.url,
            secret: rotated.secret,
            kind: 'rotated',
            previousSecretUntil: rotated.previousSecretExpiresAt,
          })
        }
      />
      <DeleteEndpointDialog endpoint={deleting} onClose={() => setDeleting(null)} />
      <WebhookSecretDialog shown={shownSecret} onDone={() => setShownSecret(null)} />
    </section>
  );
}

function EndpointCard({
  endpoint,
  focusLogButton,
  onShowLog,
  onEdit,
  onRotate,
  onDelete,
}: {
  endpoint: WebhookEndpointDto;
  focusLogButton: boolean;
  onShowLog: () => void;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const update = useUpdateWebhookEndpoint();
  const sendTest = useSendWebhookTest();
  const logButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusLogButton) logButton.current?.focus();
  }, [focusLogButton]);
  // Shown at once; the server's answer (or a failure) settles it.
  const enabled =
    update.isPending && update.variables.fields.enabled !== undefined
      ? update.variables.fields.enabled
      : endpoint.enabled;

  return (
    <Card role="article" aria-labelledby={`${id}-url`} className="grid gap-3 p-4">
      <header className="grid gap-1">
        <h3 id={`${id}-url`} className="break-all font-mono text-sm font-semibold">
          {endpoint.url}
        </h3>
        {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
      </header>
      <ul aria-label="Events" className="flex flex-wrap gap-1.5">
        {endpoint.eventTypes.map((type) => (
          <li key={type}>
            <Badge variant="secondary">{WEBHOOK_EVENT_LABELS[type].name}</Badge>
          </li>
        ))}
      </ul>
      <EndpointHealth endpoint={endpoint} />
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-enabled`}
          checked={enabled}
          disabled={update.isPending}
          onCheckedChange={(next) =>
            update.mutate(
              { id: endpoint.id, fields: { enabled: next } },
              {
                onSuccess: () =>
                  toast.success(next ? ADMIN_MESSAGES.webhookEnabled : ADMIN_MESSAGES.webhookDisabled),
                onError: (failure) =>
                  toast.error(ADMIN_MESSAGES.saveWebhookFailed, { description: serverMessageOf(failure) }),
              },
            )
          }
        />
        <Label htmlFor={`${id}-enabled`}>{enabled ? 'Sending deliveries' : 'Paused'}</Label>
      </div>
      <div role="group" aria-label={`Actions for ${endpoint.url}`} className="flex flex-wrap gap-2">
        <Button ref={logButton} size="sm" variant="outline" onClick={onShowLog}>
          <ListChecks aria-hidden />
          Delivery log
        </Button>
        <Button
          size="sm"
          variant="outline"
          isLoading={sendTest.isPending}
          disabled={!enabled}
          onClick={() =>
            sendTest.mutate(endpoint.id, {
              onSuccess: () =>
                toast.success(ADMIN_MESSAGES.webhookTestSent, {
                  action: { label: 'View log', onClick: onShowLog },
                }),
              onError: (failure) =>
                toast.error(ADMIN_MESSAGES.webhookTestFailed, { description: serverMessageOf(failure) }),
            })
          }
        >
          <Send aria-hidden />
          Send test event
        </Button>
        <Button size="sm" variant="outline" onClick={onRotate}>
          <KeyRound aria-hidden />
          Rotate secret
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </Card>
  );
}

/**
 * How the endpoint is doing: failed attempts since its last success (while any, its deliveries are backed
 * off), how its newest delivery went, deliveries waiting, dead ones to replay, and until when a rotated-out secret still signs.
 */
function EndpointHealth({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const failing = endpoint.consecutiveFailures > 0;
  const oldSecretUntil =
    endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > Date.now()
      ? endpoint.previousSecretExpiresAt
      : null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">Health</dt>
        <dd>
          {failing ? (
            <Badge variant="outline" className={FAILING_BADGE}>
              Failing: {countOf(endpoint.consecutiveFailures, 'attempt')} in a row
            </Badge>
          ) : (
            <Badge variant="brand">Healthy</Badge>
          )}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">Last delivery</dt>
        <dd className="flex items-center gap-2">
          <LastDelivery endpoint={endpoint} />
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">Waiting</dt>
        <dd className="tabular-nums">{endpoint.pendingDeliveries}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">Dead</dt>
        <dd
          className={
            endpoint.deadDeliveries > 0
              ? 'font-medium tabular-nums text-destructive dark:text-red-300'
              : 'tabular-nums'
          }
        >
          {endpoint.deadDeliveries}
        </dd>
      </div>
      {oldSecretUntil && (
        <div className="flex items-center gap-2">
          <dt className="text-muted-foreground">Previous secret signs until</dt>
          <dd>
            <time dateTime={oldSecretUntil}>{formatFullTime(oldSecretUntil)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The newest delivery's status, and when it last changed. */
function LastDelivery({ endpoint }: { endpoint: WebhookEndpointDto }) {
  if (!endpoint.lastDeliveryStatus || !endpoint.lastDeliveryAt) return <>None yet</>;
  const { label, variant, className } = DELIVERY_STATUS_LABELS[endpoint.lastDeliveryStatus];
  return (
    <>
      <Badge variant={variant} className={className}>
        {label}
      </Badge>
      <time dateTime={endpoint.lastDeliveryAt} className="text-muted-foreground">
        {formatFullTime(endpoint.lastDeliveryAt)}
      </time>
    </>
  );
}

const FAILING_BADGE = 'border-red-500/40 bg-red-500/15 text-red-800 dark:text-red-300';

function EndpointDialog({
  editing,
  onClose,
  onCreated,
}: {
  editing: Editing;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecretDto) => void;
}) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const endpoint = editing?.endpoint ?? null;
  const save = endpoint ? update : create;

  function onSave(fields: WebhookEndpointFields) {
    const body = { ...fields, eventTypes: [...fields.eventTypes] };
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, fields: body },
        {
          onSuccess: () => {
            toast.success(ADMIN_MESSAGES.webhookSaved);
            onClose();
          },
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          onClose();
          onCreated(created);
        },
      });
    }
  }

  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (open) return;
        create.reset();
        update.reset();
        onClose();
      }}
    >
      <DialogContent>
        {editing && (
          <WebhookEndpointForm
            key={endpoint?.id ?? 'new'}
            endpoint={endpoint}
            isSaving={save.isPending}
            error={save.error}
            onSave={onSave}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RotateSecretDialog({
  endpoint,
  onClose,
  onRotated,
}: {
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
  onRotated: (rotated: WebhookEndpointWithSecretDto) => void;
}) {
  const id = useId();
  const rotate = useRotateWebhookSecret();
  const [graceSeconds, setGraceSeconds] = useState<number>(DEFAULT_GRACE_SECONDS);
  return (
    <Dialog
      open={endpoint !== null}
      onOpenChange={(open) => {
        if (open) return;
        setGraceSeconds(DEFAULT_GRACE_SECONDS);
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rotate the signing secret?</DialogTitle>
          <DialogDescription className="break-all">
            {`A new secret signs every delivery to ${endpoint?.url ?? ''} from now on. For a grace period the current secret signs them too, so the receiver keeps accepting them until it has the new one.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-grace`}>Keep the current secret signing for</Label>
          <select
            id={`${id}-grace`}
            value={graceSeconds}
            onChange={(event) => setGraceSeconds(Number(event.target.value))}
            className="h-10 rounded-md border border-input bg-background px-3 text-base md:text-sm"
          >
            {GRACE_CHOICES.map(({ seconds, label }) => (
              <option key={seconds} value={seconds}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            isLoading={rotate.isPending}
            onClick={() =>
              endpoint &&
              rotate.mutate(
                { id: endpoint.id, graceSeconds },
                {
                  onSuccess: (rotated) => {
                    setGraceSeconds(DEFAULT_GRACE_SECONDS);
                    onClose();
                    onRotated(rotated);
                  },
                  onError: (failure) =>
                    toast.error(ADMIN_MESSAGES.rotateWebhookFailed, {
                      description: serverMessageOf(failure),
                    }),
                },
              )
            }
          >
            Rotate secret
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeleteEndpointDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
}) {
  const remove = useDeleteWebhookEndpoint();
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this endpoint?</DialogTitle>
          <DialogDescription className="break-all">
            {`Nothing more is sent to ${endpoint?.url ?? ''}, and its delivery log is deleted with it.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            isLoading={remove.isPending}
            onClick={() =>
              endpoint &&
              remove.mutate(endpoint.id, {
                onSuccess: () => {
                  toast.success(ADMIN_MESSAGES.webhookDeleted);
                  onClose();
                },
                onError: (failure) =>
                  toast.error(ADMIN_MESSAGES.deleteWebhookFailed, { description: serverMessageOf(failure) }),
              })
            }
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
