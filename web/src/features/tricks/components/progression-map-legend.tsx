import { cn } from '@/lib/utils';
import type { TrickStatus } from '../trick-status';
import { STATUS_LOOKS } from '../trick-status-look';

const SWATCHES: Record<TrickStatus, string> = {
  verified: 'border-transparent bg-brand-gradient',
  learned: 'border-indigo-400/70 bg-indigo-500/25',
  available: 'border-cyan-400 bg-cyan-400/10 shadow-[0_0_8px_rgb(34_211_238/0.5)]',
  'needs-prerequisites': 'border-border bg-card',
};

const ORDER: TrickStatus[] = ['verified', 'learned', 'available', 'needs-prerequisites'];

/** What the colours mean. Brands see only the category part: they have no statuses. */
export function MapLegend({ withStatuses }: { withStatuses: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted-foreground">
      {withStatuses && (
        <ul aria-label="Legend" className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {ORDER.map((status) => {
            const { label, icon: Icon, iconClass } = STATUS_LOOKS[status];
            return (
              <li key={status} className="flex items-center gap-1.5">
                <span
                  aria-hidden
                  className={cn('flex h-4 w-6 items-center justify-center rounded border', SWATCHES[status])}
                >
                  <Icon
                    className={cn('size-2.5', status === 'verified' ? 'fill-current text-white' : iconClass)}
                  />
                </span>
                {label}
              </li>
            );
          })}
        </ul>
      )}
      <p className="flex items-center gap-1.5">
        <span
          aria-hidden
          className="h-3 w-1.5 rounded-full bg-gradient-to-b from-emerald-400 via-sky-400 to-fuchsia-400"
        />
        Stripe and lane: category
      </p>
      {withStatuses && (
        <p className="flex items-center gap-1.5">
          <span aria-hidden className="h-0.5 w-5 rounded-full bg-brand-gradient" />
          Lit line: prerequisite learned
        </p>
      )}
    </div>
  );
}
