import type { TrickDto } from '@boonies/contracts';
import { Lock, Star } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
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

/** Ticks a trick as learned. A verified trick keeps its tick: the box is locked and says why. */
export function LearnedCheckbox({ trick, status, withLabel = false, className }: LearnedCheckboxProps) {
  const { toggle, isSaving } = useLearnedToggle(trick);
  const id = useId();
  const lockId = `${id}-lock`;
  const verified = status === 'verified';
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <Checkbox
        id={id}
        checked={verified || status === 'learned'}
        disabled={verified}
        aria-label={withLabel ? undefined : `${trick.name} learned`}
        aria-describedby={verified ? lockId : undefined}
        aria-busy={isSaving || undefined}
        onCheckedChange={(checked) => toggle(checked === true)}
        // A verified tick is an achievement, not an unavailable control: it keeps full colour.
        className="disabled:opacity-100"
      />
      {withLabel && <Label htmlFor={id}>Learned</Label>}
      {verified && <VerifiedLock id={lockId} />}
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
