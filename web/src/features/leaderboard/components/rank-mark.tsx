import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The podium: gold, silver and bronze. */
const PODIUM: Record<number, { icon: LucideIcon; className: string }> = {
  1: { icon: Trophy, className: 'text-yellow-400' },
  2: { icon: Medal, className: 'text-slate-300' },
  3: { icon: Award, className: 'text-amber-600' },
};

export function RankMark({ rank }: { rank: number }) {
  const podium = PODIUM[rank];
  return (
    <span className="flex w-8 shrink-0 items-center justify-center">
      {podium ? (
        <>
          <podium.icon aria-hidden data-rank-icon={rank} className={cn('size-6', podium.className)} />
          <span className="sr-only">Rank {rank}</span>
        </>
      ) : (
        <span className="text-sm font-semibold tabular-nums text-muted-foreground">
          <span className="sr-only">Rank </span>
          {rank}
        </span>
      )}
    </span>
  );
}
