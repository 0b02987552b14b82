import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@boonies/contracts/admin';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { textareaClasses } from '@/components/ui/textarea';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useReportContent } from '../api/report-content';
import { REPORT_MESSAGES, REPORT_NOUNS } from '../moderation-messages';

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Pick a reason (and say more if you like), then send it to the moderators. */
export function ReportDialog({ target, open, onOpenChange }: ReportDialogProps) {
  const id = useId();
  const report = useReportContent();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const noun = REPORT_NOUNS[target.targetType];

  function close(next: boolean): void {
    if (report.isPending) return;
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setDetails('');
      setShowRequired(false);
    }
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (!reason) {
      setShowRequired(true);
      return;
    }
    const trimmed = details.trim();
    report.mutate(
      { ...target, reason, ...(trimmed ? { details: trimmed } : {}) },
      { onSuccess: () => close(false) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{REPORT_MESSAGES.title(noun)}</DialogTitle>
            <DialogDescription>{REPORT_MESSAGES.description}</DialogDescription>
          </DialogHeader>
          <fieldset
            className="grid gap-2"
            aria-describedby={showRequired && !reason ? `${id}-required` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-primary"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {showRequired && !reason && (
              <p id={`${id}-required`} role="alert" className="text-sm text-destructive">
                {REPORT_MESSAGES.reasonRequired}
              </p>
            )}
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-details`} className="text-sm font-medium">
              Details (optional)
            </label>
            <textarea
              id={`${id}-details`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              rows={3}
              onChange={(event) => setDetails(event.target.value)}
              className={cn(textareaClasses, 'text-sm')}
            />
            <p className="justify-self-end text-xs text-muted-foreground" aria-live="polite">
              {details.length}/{REPORT_DETAILS_MAX}
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" isLoading={report.isPending}>
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
