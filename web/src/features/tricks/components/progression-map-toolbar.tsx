import { useId } from 'react';
import { cn } from '@/lib/utils';
import type { CategoryGroup } from '@/lib/catalogue/catalogue';
import { categoryColor, categoryLabel } from '@/lib/catalogue/trick-categories';
import type { ProgressSummary } from '../trick-status';
import { STATUS_LOOKS } from '../trick-status-look';

/** How far through the (shown part of the) catalogue the skater is, at a glance. */
export function MapProgressSummary({ summary }: { summary: ProgressSummary }) {
  const gradientId = useId();
  const radius = 20;
  const circumference = 2 * Math.PI * radius;
  const { verified, available } = STATUS_LOOKS;
  return (
    <div className="flex items-center gap-3">
      <svg viewBox="0 0 48 48" className="size-12 shrink-0 -rotate-90" aria-hidden>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4F46E5" />
            <stop offset="1" stopColor="#06B6D4" />
          </linearGradient>
        </defs>
        <circle cx="24" cy="24" r={radius} fill="none" stroke="var(--muted)" strokeWidth="5" />
        <circle
          cx="24"
          cy="24"
          r={radius}
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={`${(summary.percent / 100) * circumference} ${circumference}`}
          className="transition-[stroke-dasharray] duration-500"
        />
      </svg>
      <div className="grid gap-0.5">
        <p className="text-sm font-semibold">
          <span className="text-brand-gradient text-base font-bold">{summary.percent}%</span> ·{' '}
          {summary.learned} of {summary.total} learned
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <verified.icon aria-hidden className={cn('size-3', verified.iconClass)} />
            {summary.verified} verified
          </span>
          <span className="inline-flex items-center gap-1">
            <available.icon aria-hidden className={cn('size-3', available.iconClass)} />
            {summary.available} available next
          </span>
        </p>
      </div>
    </div>
  );
}

interface CategoryFilterProps {
  categories: readonly CategoryGroup[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** One category at a time, or all: one row of toggle chips that scrolls sideways, fading out at the edge. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const options = [
    {
      value: null,
      label: 'All',
      color: null,
      count: categories.reduce((sum, group) => sum + group.tricks.length, 0),
    },
    ...categories.map((group) => ({
      value: group.category,
      label: categoryLabel(group.category),
      color: categoryColor(group.category),
      count: group.tricks.length,
    })),
  ];
  return (
    <div
      role="group"
      aria-label="Category"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-0.5 [mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)] [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      {options.map(({ value, label, color, count }) => {
        const pressed = selected === value;
        return (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
              pressed
                ? 'border-transparent bg-brand-gradient text-white shadow-sm'
                : 'bg-card text-muted-foreground hover:bg-accent hover:text-foreground',
            )}
          >
            {color && <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: color }} />}
            {label}
            <span
              className={cn('text-xs tabular-nums', pressed ? 'text-white/80' : 'text-muted-foreground/80')}
            >
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** "Show only what I can learn next": a switch, announced as on or off. */
export function NextOnlySwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const switchId = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full border transition-colors',
          checked ? 'border-transparent bg-brand-gradient' : 'bg-muted',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'absolute left-0.5 top-0.5 size-[22px] rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </button>
      {/* A label of a button presses it when clicked, like the label of a checkbox. */}
      <label htmlFor={switchId} className="cursor-pointer select-none text-sm font-medium">
        Only what I can learn next
      </label>
    </div>
  );
}
