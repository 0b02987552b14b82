import type { TrickDto } from '@boonies/contracts/tricks';
import { Link } from 'react-router-dom';
import { trickPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { TrickStatus } from '../trick-status';
import { STATUS_LOOKS } from '../trick-status-look';

/** A link to another trick, marked with where the skater stands with it. */
export function TrickChip({ trick, status }: { trick: Pick<TrickDto, 'id' | 'name'>; status?: TrickStatus }) {
  const look = status ? STATUS_LOOKS[status] : null;
  const Icon = look?.icon;
  return (
    <Link
      to={trickPath(trick.id)}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border bg-background/40 px-3.5 text-sm font-medium transition-colors hover:border-ring/60 hover:bg-accent/50"
    >
      {Icon && <Icon aria-hidden className={cn('size-3.5', look.iconClass)} />}
      {trick.name}
      {look && <span className="sr-only">({look.label})</span>}
    </Link>
  );
}
