import type { TrickDto } from '@boonies/contracts/tricks';
import { Lock, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useLearnedToggle } from '../hooks/use-learned-toggle';
import type { TrickStatus } from '../trick-status';
import { TRICKS_MESSAGES } from '../tricks-messages';

interface LearnedCheckboxProps {
  trick: Pick<TrickDto, 'id' | 'name' | 'points'>;
  status: TrickStatus;
  /** A visible "Learned" label (the detail page); in lists the trick's name beside it is enough. */
  withLabel?: boolean;
  className?: string;
}

/**
 * Ticks a trick as learned. A verified trick keeps its tick: the box is locked and says why. Ticking a
 * trick whose prerequisites are not learned is allowed, but asked about first: it is usually a slip.
 */
export function LearnedCheckbox({ trick, status, withLabel = false, className }: LearnedCheckboxProps) {
  const { toggle, isSaving } = useLearnedToggle(trick);
  const id = useId();
  const lockId = `${id}-lock`;
  const verified = status === 'verified';
  const [confirming, setConfirming] = useState(false);

  function onCheckedChange(checked: boolean): void {
    if (checked && status === 'needs-prerequisites') setConfirming(true);
    else toggle(checked);
  }

  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <Checkbox
        id={id}
        checked={verified || status === 'learned'}
        disabled={verified}
        aria-label={withLabel ? undefined : `${trick.name} learned`}
        aria-describedby={verified ? lockId : undefined}
        aria-busy={isSaving || undefined}
        onCheckedChange={(checked) => onCheckedChange(checked === true)}
        // A verified tick is an achievement, not an unavailable control: it keeps full colour.
        className="disabled:opacity-100"
      />
      {withLabel && <Label htmlFor={id}>Learned</Label>}
      {verified && <VerifiedLock id={lockId} />}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Mark {trick.name} as learned?</DialogTitle>
            <DialogDescription>
              Its prerequisites are not learned yet. Mark it as learned anyway?
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setConfirming(false);
                toggle(true);
              }}
            >
              Mark as learned
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </span>
  );
}

function VerifiedLock({ id }: { id: string }) {
  return (
    <span className="inline-flex items-center gap-0.5 text-amber-400" title={TRICKS_MESSAGES.verifiedLocked}>
      <Star aria-hidden className="size-4 fill-current" />
      <Lock aria-hidden className="size-3.5 text-muted-foreground" />
      <span id={id} className="sr-only">
        Verified. {TRICKS_MESSAGES.verifiedLocked}.
      </span>
    </span>
  );
}
