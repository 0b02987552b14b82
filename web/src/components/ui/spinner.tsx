import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  /** Shown next to the spinner; without one, screen readers still hear "Loading". */
  label?: string;
  className?: string;
}

/** With reduced motion the icon stands still and the label carries the meaning. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden className="size-5 text-ring motion-safe:animate-spin" />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** Fills the screen while the app decides what to show, e.g. during the session check. */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <Spinner label={label} className="text-base" />
    </div>
  );
}
