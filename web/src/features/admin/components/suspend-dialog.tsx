import { SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN, SUSPENSION_REASON_MAX } from '@boonies/contracts/auth';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { textareaClasses } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

const DEFAULT_DAYS = 7;

interface SuspendDialogProps {
  username: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (days: number, reason: string) => void;
  isPending: boolean;
  /** From the Users tab a reason is required; from a report it defaults to the report's reasons. */
  reasonRequired: boolean;
}

/** How long (1–365 days) and why: a suspension ends the author's sessions and keeps them out until then. */
export function SuspendDialog({
  username,
  onOpenChange,
  onConfirm,
  isPending,
  reasonRequired,
}: SuspendDialogProps) {
  const id = useId();
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const count = Number(days);
  const daysInvalid = !Number.isInteger(count) || count < SUSPENSION_DAYS_MIN || count > SUSPENSION_DAYS_MAX;
  const reasonInvalid = reasonRequired && reason.trim() === '';

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(true);
    if (daysInvalid || reasonInvalid) return;
    onConfirm(count, reason.trim());
  }

  return (
    <Dialog open={username !== null} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Suspend @{username}?</DialogTitle>
            <DialogDescription>
              Their sessions end now, they cannot sign in until the suspension ends, and their content is
              hidden meanwhile.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-days`} className="text-sm font-medium">
              Days ({SUSPENSION_DAYS_MIN}–{SUSPENSION_DAYS_MAX})
            </label>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={SUSPENSION_DAYS_MIN}
              max={SUSPENSION_DAYS_MAX}
              value={days}
              aria-invalid={touched && daysInvalid}
              aria-describedby={touched && daysInvalid ? `${id}-days-error` : undefined}
              onChange={(event) => setDays(event.target.value)}
            />
            {touched && daysInvalid && (
              <p id={`${id}-days-error`} className="text-sm text-destructive">
                Enter a whole number of days from {SUSPENSION_DAYS_MIN} to {SUSPENSION_DAYS_MAX}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              {reasonRequired ? 'Reason' : 'Note (optional)'}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={SUSPENSION_REASON_MAX}
              value={reason}
              aria-invalid={touched && reasonInvalid}
              aria-describedby={touched && reasonInvalid ? `${id}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
              className={cn(textareaClasses, 'text-sm')}
            />
            {touched && reasonInvalid && (
              <p id={`${id}-reason-error`} className="text-sm text-destructive">
                Say why
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" isLoading={isPending}>
              Suspend
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
