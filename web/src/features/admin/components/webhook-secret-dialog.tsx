import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { inputClasses } from '@/components/ui/input';
import { formatFullTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/** A signing secret the server has just handed out: the only time it is ever shown. */
export interface ShownSecret {
  url: string;
  secret: string;
  /** Handed out for a new endpoint, or in place of an endpoint's previous secret. */
  kind: 'created' | 'rotated';
  /** After a rotation, until when the previous secret still signs too. */
  previousSecretUntil: string | null;
}

function descriptionOf(shown: ShownSecret | null): string {
  if (!shown) return '';
  if (shown.kind === 'created')
    return `Deliveries to ${shown.url} are signed with this secret: your receiver needs it to verify that they come from The Boonies.`;
  const until =
    shown.previousSecretUntil && Date.parse(shown.previousSecretUntil) > Date.now()
      ? formatFullTime(shown.previousSecretUntil)
      : null;
  return until
    ? `Deliveries to ${shown.url} are now signed with this secret. The previous one signs them too until ${until}: update your receiver before then.`
    : `Deliveries to ${shown.url} are now signed with this secret only: update your receiver now.`;
}

/**
 * Shows a new signing secret once, with a copy button. It only closes with Done (not a click beside it):
 * the secret cannot be shown again, so it is never dismissed by accident.
 */
export function WebhookSecretDialog({ shown, onDone }: { shown: ShownSecret | null; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(null);
        onDone();
      }}
    >
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{shown?.kind === 'rotated' ? 'New signing secret' : 'Endpoint added'}</DialogTitle>
          <DialogDescription className="break-all">{descriptionOf(shown)}</DialogDescription>
        </DialogHeader>
        <Alert>Copy it now: you will not see it again.</Alert>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-secret`}>Signing secret</Label>
          <div className="flex gap-2">
            <input
              id={`${id}-secret`}
              readOnly
              value={shown?.secret ?? ''}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(inputClasses, 'font-mono')}
            />
            <Button variant="outline" onClick={() => shown && void copy(shown.secret)}>
              {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
              Copy
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {copied === 'yes'
              ? 'Copied to the clipboard'
              : copied === 'failed'
                ? 'Could not copy: select the secret and copy it yourself'
                : ''}
          </p>
        </div>
        <DialogFooter>
          <Button
            onClick={() => {
              setCopied(null);
              onDone();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
