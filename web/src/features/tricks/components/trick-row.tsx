import type { TrickSummaryDto } from '@boonies/contracts/tricks';
import { Link } from 'react-router-dom';
import { trickPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { TrickStatus } from '../trick-status';
import { DifficultyBadge, TrickPoints } from './difficulty-badge';
import { LearnedCheckbox } from './learned-checkbox';

interface TrickRowProps {
  trick: TrickSummaryDto;
  /** Absent for brands, who have no progress and no box to tick. */
  status?: TrickStatus;
}

export function TrickRow({ trick, status }: TrickRowProps) {
  return (
    <li className="relative flex min-h-14 items-center gap-3 px-3 py-2.5 transition-colors hover:bg-accent/40 sm:px-4">
      {/* Above the stretched link below, so a tap on the box ticks it instead of opening the trick. */}
      {status && <LearnedCheckbox trick={trick} status={status} className="relative z-10 shrink-0" />}
      <div className="grid min-w-0 flex-1 gap-1 sm:flex sm:items-center sm:gap-3">
        <Link
          to={trickPath(trick.id)}
          className={cn(
            'min-w-0 truncate rounded-sm text-sm font-medium after:absolute after:inset-0 after:content-[""] sm:flex-1',
            status === 'needs-prerequisites' && 'text-muted-foreground',
          )}
        >
          {trick.name}
        </Link>
        <span className="flex items-center gap-2">
          {status === 'available' && <NextUpMark />}
          <DifficultyBadge difficulty={trick.difficulty} />
          <TrickPoints points={trick.points} className="sm:w-14 sm:text-right" />
        </span>
      </div>
    </li>
  );
}

/** Every prerequisite is learned: this one is ready to try. */
function NextUpMark() {
  return (
    <span className="shrink-0 rounded-full bg-cyan-400/15 px-2 py-0.5 text-[11px] font-semibold text-cyan-700 dark:text-cyan-300">
      Next
    </span>
  );
}

export function TrickList({
  tricks,
  statuses,
  className,
}: {
  tricks: readonly TrickSummaryDto[];
  statuses: ReadonlyMap<string, TrickStatus> | null;
  className?: string;
}) {
  return (
    <ul className={cn('divide-y', className)}>
      {tricks.map((trick) => (
        <TrickRow key={trick.id} trick={trick} status={statuses?.get(trick.id)} />
      ))}
    </ul>
  );
}
