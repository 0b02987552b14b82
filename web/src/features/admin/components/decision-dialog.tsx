import { DECISION_NOTE_MAX, type VerificationVerdict } from '@boonies/contracts/verification';
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

interface DecisionDialogProps {
  verdict: VerificationVerdict;
  trickName: string;
  isPending: boolean;
  /** The server's refusal, shown in the dialog so the admin can try again or cancel. */
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (note: string) => void;
}

const COPY: Record<VerificationVerdict, { title: string; description: string; confirm: string }> = {
  verified: {
    title: 'Verify',
    description:
      'The trick counts as verified for the poster, whatever later votes say. This decision is final.',
    confirm: 'Verify',
  },
  rejected: {
    title: 'Reject',
    description:
      'The trick is not verified for the poster, and later votes no longer change that. This decision is final.',
    confirm: 'Reject',
  },
};

/** Confirms an admin's final word on a contested verification, with an optional note for the audit log. */
export function DecisionDialog({
  verdict,
  trickName,
  isPending,
  error,
  onOpenChange,
  onConfirm,
}: DecisionDialogProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const copy = COPY[verdict];

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (!isPending) onConfirm(note.trim());
  }

  return (
    <Dialog open onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {copy.title} {trickName}?
            </DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-medium">
              Note (optional)
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={DECISION_NOTE_MAX}
              value={note}
              aria-describedby={`${id}-count`}
              onChange={(event) => setNote(event.target.value)}
              className={cn(textareaClasses, 'text-sm')}
            />
            <p id={`${id}-count`} className="text-xs tabular-nums text-muted-foreground">
              {note.length}/{DECISION_NOTE_MAX} characters
            </p>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={verdict === 'rejected' ? 'destructive' : 'primary'}
              isLoading={isPending}
            >
              {copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
