import { cn } from '@/lib/utils';

interface ProgressProps {
  /** 0 to `max`. */
  value: number;
  max?: number;
  /** What is progressing, read out with the value. */
  label: string;
  /** The step in words, e.g. "Fetching posts (3 of 7)". */
  valueText?: string;
  className?: string;
}

export function Progress({ value, max = 100, label, valueText, className }: ProgressProps) {
  const share = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full bg-brand-gradient transition-[width] duration-300"
        style={{ width: `${share}%` }}
      />
    </div>
  );
}
