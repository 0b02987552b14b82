import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '@boonies/contracts/webhooks';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { webhookEndpointProblems, type WebhookEndpointFields } from '../webhook-rules';
import { WEBHOOK_EVENT_LABELS } from '../webhook-labels';

/**
 * Adds an endpoint, or edits one: its URL, what it is for, the events it hears and whether it is on. The
 * form checks what the server checks before sending; the server's refusal (a private address, say) is
 * shown in its own words.
 */
export function WebhookEndpointForm({
  endpoint,
  isSaving,
  error,
  onSave,
}: {
  endpoint: WebhookEndpointDto | null;
  isSaving: boolean;
  /** The server's refusal of the last save, if any. */
  error: unknown;
  onSave: (fields: WebhookEndpointFields) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [eventTypes, setEventTypes] = useState<readonly WebhookEventType[]>(endpoint?.eventTypes ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [checked, setChecked] = useState(false);
  const fields: WebhookEndpointFields = {
    url: url.trim(),
    description: description.trim(),
    eventTypes,
    enabled,
  };
  const problems = checked ? webhookEndpointProblems(fields) : {};
  const serverError = error instanceof ApiError ? error : null;
  // A refused target is the URL's fault, whether or not the answer names the field.
  const urlRefused = serverError?.field === 'url' || serverError?.code === 'TARGET_REFUSED';
  const title = endpoint ? 'Edit endpoint' : 'Add endpoint';

  function toggle(type: WebhookEventType, on: boolean) {
    // Kept in the list's own order, so the chips read the same wherever they are shown.
    setEventTypes((current) =>
      WEBHOOK_EVENT_TYPES.filter((candidate) => (candidate === type ? on : current.includes(candidate))),
    );
  }

  return (
    <Form
      aria-label={title}
      onSubmit={() => {
        setChecked(true);
        if (Object.keys(webhookEndpointProblems(fields)).length === 0) onSave(fields);
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          The Boonies sends a signed POST to this URL whenever one of the chosen events happens.
        </DialogDescription>
      </DialogHeader>
      {error != null && (
        <Alert id={`${id}-server-error`} variant="destructive">
          {serverMessageOf(error) ?? 'The endpoint could not be saved. Please try again.'}
        </Alert>
      )}
      <FormField
        label="URL"
        error={problems.url}
        invalid={urlRefused}
        describedBy={urlRefused ? `${id}-server-error` : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://shop.example.com/boonies-webhook"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Description (optional)" error={problems.description}>
        {(control) => (
          <Input
            {...control}
            placeholder="Loyalty points at the shop"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={problems.eventTypes ? `${id}-events-error` : undefined}
        aria-invalid={problems.eventTypes ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Events to send</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => {
          const label = WEBHOOK_EVENT_LABELS[type];
          return (
            <div key={type} className="flex items-start gap-3 rounded-md border p-3">
              <Checkbox
                id={`${id}-${type}`}
                aria-describedby={`${id}-${type}-hint`}
                checked={eventTypes.includes(type)}
                onCheckedChange={(state) => toggle(type, state === true)}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${type}`}>{label.name}</Label>
                <p id={`${id}-${type}-hint`} className="text-xs text-muted-foreground">
                  {label.description} <code className="font-mono">{type}</code>
                </p>
              </div>
            </div>
          );
        })}
        {problems.eventTypes && (
          <p id={`${id}-events-error`} className="text-sm text-destructive dark:text-red-300">
            {problems.eventTypes}
          </p>
        )}
      </fieldset>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-enabled`}>Send deliveries</Label>
        <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={setEnabled} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" isLoading={isSaving}>
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
